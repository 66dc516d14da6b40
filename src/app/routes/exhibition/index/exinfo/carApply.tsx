import { createFileRoute } from '@tanstack/react-router';
import { CarApplyPage, loadCarApply } from '@/features/exhibit/CarApplyPage';
import { carApplyPage } from '@/features/exhibit/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/carApply')({
  ...carApplyPage,
  loader: (ctx) => loadCarApply(ctx),
  component: CarApplyPage,
});
