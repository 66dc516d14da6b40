import { createFileRoute } from '@tanstack/react-router';
import { BusinessPage } from '@/features/insights/BusinessPage';
import { loadBusiness } from '@/features/insights/queries';
import { businessPage } from '@/features/insights/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/business')({
  ...businessPage,
  loader: (ctx) => loadBusiness(ctx),
  component: BusinessPage,
});
