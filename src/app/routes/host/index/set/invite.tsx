import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '@/features/invitations/InvitePage';
import { invitations } from '@/features/invitations/invitations';
import { invitePages } from '@/features/invitations/routes';

export const Route = createFileRoute('/host/index/set/invite')({
  ...invitePages.routes.list,
  loader: (ctx) => invitations.loaders.list(ctx),
  component: InvitePage,
});
