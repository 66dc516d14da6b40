import { createFileRoute } from '@tanstack/react-router';
import { TalkCategoryPage } from '@/features/talks/TalkCategoryPage';
import { talkCategoryPage } from '@/features/talks/routes';
import { loadTalkCategories } from '@/features/talks/talks';

export const Route = createFileRoute('/host/index/set/export-talk-category')({
  ...talkCategoryPage,
  loader: (ctx) => loadTalkCategories(ctx),
  component: TalkCategoryPage,
});
