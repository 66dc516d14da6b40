import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '@/features/account/MemberPage';
import { member } from '@/features/account/members';
import { memberPages } from '@/features/account/routes';

export const Route = createFileRoute('/host/index/ex/user')({
  ...memberPages.routes.list,
  loader: (ctx) => member.loaders.list(ctx),
  component: MemberPage,
});
