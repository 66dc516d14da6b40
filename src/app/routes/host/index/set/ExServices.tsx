import { createFileRoute } from '@tanstack/react-router';
import { ExServicesPage } from '@/features/hostServices/ExServicesPage';
import { contactAuths } from '@/features/hostServices/exServices';
import { exServicesPages } from '@/features/hostServices/routes';

export const Route = createFileRoute('/host/index/set/ExServices')({
  ...exServicesPages.routes.list,
  loader: (ctx) => contactAuths.loaders.list(ctx),
  component: ExServicesPage,
});
