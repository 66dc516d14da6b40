import { createFileRoute } from '@tanstack/react-router';
import { UserPostingsPage } from '@/features/supply/PostingPages';
import { userPostings } from '@/features/supply/postings';
import { userPostingPages } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply-info/user-new')({
  ...userPostingPages.routes.list,
  loader: (ctx) => userPostings.loaders.list(ctx),
  component: UserPostingsPage,
});
