import { createFileRoute } from '@tanstack/react-router';
import { ActivityFormPage } from '@/features/activity/ActivityPages';
import { activityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity/addpro')({ ...activityPages.routes.create, component: ActivityFormPage });
