import { createFileRoute } from '@tanstack/react-router';
import { activity } from '@/features/activity/resources';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/activity/')(activity.routes.section);
