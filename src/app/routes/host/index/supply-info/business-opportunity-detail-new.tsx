import { createFileRoute } from '@tanstack/react-router';
import { OpportunityDetailPage } from '@/features/supply/OpportunityDetailPage';
import { loadOpportunity } from '@/features/supply/postings';
import { opportunityPages } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply-info/business-opportunity-detail-new')({
  ...opportunityPages.routes.detail,
  loader: (ctx) => loadOpportunity(ctx),
  component: OpportunityDetailPage,
});
