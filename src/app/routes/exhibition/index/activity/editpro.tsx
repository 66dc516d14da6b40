import { createFileRoute } from '@tanstack/react-router';
import { ActivityFormPage } from '@/features/activity/ActivityPages';
import { activity } from '@/features/activity/resources';
import { activityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity/editpro')({ ...activityPages.routes.edit, loader: (ctx) => activity.loaders.edit(ctx), component: ActivityFormPage });
