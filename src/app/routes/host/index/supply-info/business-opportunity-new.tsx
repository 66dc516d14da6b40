import { createFileRoute } from '@tanstack/react-router';
import { OpportunitiesPage } from '@/features/supply/PostingPages';
import { opportunities } from '@/features/supply/postings';
import { opportunityPages } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply-info/business-opportunity-new')({
  ...opportunityPages.routes.list,
  loader: (ctx) => opportunities.loaders.list(ctx),
  component: OpportunitiesPage,
});
