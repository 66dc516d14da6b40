import { createFileRoute } from '@tanstack/react-router';
import { CompanyDemandPage } from '@/features/supply/DemandPages';
import { companyDemand } from '@/features/supply/demand';
import { companyDemandPages } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply/company')({
  ...companyDemandPages.routes.list,
  loader: (ctx) => companyDemand.loaders.list(ctx),
  component: CompanyDemandPage,
});
