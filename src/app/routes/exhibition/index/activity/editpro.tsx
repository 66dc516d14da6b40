import { createFileRoute } from '@tanstack/react-router';
import { ActivityFormPage } from '@/features/activity/ActivityPages';
import { activity } from '@/features/activity/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity/editpro')({ ...activity.routes.edit, component: ActivityFormPage });
