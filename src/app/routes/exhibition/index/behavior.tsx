import { createFileRoute } from '@tanstack/react-router';
import { BehaviorPage } from '@/features/insights/BehaviorPage';
import { loadBehavior } from '@/features/insights/queries';
import { behaviorPage } from '@/features/insights/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/behavior')({
  ...behaviorPage,
  loader: (ctx) => loadBehavior(ctx),
  component: BehaviorPage,
});
