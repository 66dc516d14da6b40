import { createFileRoute } from '@tanstack/react-router';
import { CompanyPostingsPage } from '@/features/supply/PostingPages';
import { companyPostings } from '@/features/supply/postings';
import { companyPostingPages } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply-info/company-new')({
  ...companyPostingPages.routes.list,
  loader: (ctx) => companyPostings.loaders.list(ctx),
  component: CompanyPostingsPage,
});
