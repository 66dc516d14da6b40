import { createFileRoute } from '@tanstack/react-router';
import { TalkDetailsPage } from '@/features/talks/TalkDetailsPage';
import { talkPages } from '@/features/talks/routes';
import { loadTalk } from '@/features/talks/talks';

export const Route = createFileRoute('/host/index/set/export-talk-details')({
  ...talkPages.routes.detail,
  loader: (ctx) => loadTalk(ctx),
  component: TalkDetailsPage,
});
