import { createFileRoute } from '@tanstack/react-router';
import { ActivityFeedbackPage } from '@/features/activity/ActivityFeedbackPage';
import { loadFeedback } from '@/features/activity/feedback';
import { feedbackPage } from '@/features/activity/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity-feedback')({ ...feedbackPage, loader: (ctx) => loadFeedback(ctx), component: ActivityFeedbackPage });
