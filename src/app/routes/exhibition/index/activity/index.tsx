import { createFileRoute } from '@tanstack/react-router';
import { activityPages } from '@/features/activity/routes';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/activity/')(activityPages.routes.section);
