import { createFileRoute } from '@tanstack/react-router';
import { GatheringPage } from '@/features/leads/GatheringPage';
import { gathering } from '@/features/leads/gatherings';
import { gatheringPages } from '@/features/leads/routes';

export const Route = createFileRoute('/host/index/exInformation/exInformation-home')({
  ...gatheringPages.routes.list,
  loader: (ctx) => gathering.loaders.list(ctx),
  component: GatheringPage,
});
