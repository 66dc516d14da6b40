import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadLiveManage } from '@/features/liveManage/calls';
import { LiveManagePage } from '@/features/liveManage/LiveManagePage';
import { liveManagePage } from '@/features/liveManage/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/activity/act-live')({
  ...liveManagePage,
  // Live management is in the Chinese exhibitor area only.
  beforeLoad: ({ params }) => {
    if (params.lang) throw notFound();
  },
  loader: (ctx) => loadLiveManage(ctx),
  component: LiveManagePage,
});
