import { createFileRoute } from '@tanstack/react-router';
import { ActivityListPage } from '@/features/activity/ActivityPages';
import { activity } from '@/features/activity/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity/allpro')({ ...activity.routes.list, component: ActivityListPage });
