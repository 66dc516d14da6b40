import { createFileRoute } from '@tanstack/react-router';
import { FeaturedExhibitorsPage } from '@/features/exhibitions/FeaturedExhibitorsPage';
import { featuredExhibitor } from '@/features/exhibitions/resources';
import { featuredExhibitorPages } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/webSet/web-enterprise')({
  ...featuredExhibitorPages.routes.list,
  loader: (ctx) => featuredExhibitor.loaders.list(ctx),
  component: FeaturedExhibitorsPage,
});
