import { createFileRoute } from '@tanstack/react-router';
import { PremiumPage } from '@/features/selections/PremiumPage';
import { premiumPages } from '@/features/selections/routes';
import { loadPremium } from '@/features/selections/selections';

export const Route = createFileRoute('/host/index/set/zhenPinHui')({
  ...premiumPages.routes.list,
  loader: (ctx) => loadPremium(ctx),
  component: PremiumPage,
});
