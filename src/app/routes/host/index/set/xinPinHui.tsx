import { createFileRoute } from '@tanstack/react-router';
import { LaunchesPage } from '@/features/selections/LaunchesPage';
import { launchPages } from '@/features/selections/routes';
import { launches } from '@/features/selections/selections';

export const Route = createFileRoute('/host/index/set/xinPinHui')({
  ...launchPages.routes.list,
  loader: (ctx) => launches.loaders.list(ctx),
  component: LaunchesPage,
});
