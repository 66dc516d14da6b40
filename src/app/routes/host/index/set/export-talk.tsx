import { createFileRoute } from '@tanstack/react-router';
import { TalksPage } from '@/features/talks/TalksPage';
import { talkPages } from '@/features/talks/routes';
import { loadTalks } from '@/features/talks/talks';

export const Route = createFileRoute('/host/index/set/export-talk')({
  ...talkPages.routes.list,
  loader: (ctx) => loadTalks(ctx),
  component: TalksPage,
});
