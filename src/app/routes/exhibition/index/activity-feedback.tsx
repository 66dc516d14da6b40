import { createFileRoute } from '@tanstack/react-router';
import { ActivityFeedbackPage } from '@/features/activity/ActivityFeedbackPage';
import { feedbackRoute } from '@/features/activity/feedback';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity-feedback')({ ...feedbackRoute, component: ActivityFeedbackPage });
