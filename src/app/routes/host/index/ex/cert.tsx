import { createFileRoute } from '@tanstack/react-router';
import { BadgeRecordPage } from '@/features/badges/BadgePages';
import { badgeRecords } from '@/features/badges/badges';
import { badgeRecordPages } from '@/features/badges/routes';

export const Route = createFileRoute('/host/index/ex/cert')({
  ...badgeRecordPages.routes.list,
  loader: (ctx) => badgeRecords.loaders.list(ctx),
  component: BadgeRecordPage,
});
