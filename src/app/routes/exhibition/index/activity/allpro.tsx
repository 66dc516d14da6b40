import { createFileRoute } from '@tanstack/react-router';
import { ActivityListPage } from '@/features/activity/ActivityPages';
import { activity } from '@/features/activity/resources';
import { activityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity/allpro')({ ...activityPages.routes.list, loader: (ctx) => activity.loaders.list(ctx), component: ActivityListPage });
