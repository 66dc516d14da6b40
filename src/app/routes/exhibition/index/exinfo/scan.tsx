import { createFileRoute } from '@tanstack/react-router';
import { loadScan, ScanPage } from '@/features/exhibit/ScanPage';
import { scanPage } from '@/features/exhibit/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/scan')({
  ...scanPage,
  loader: (ctx) => loadScan(ctx),
  component: ScanPage,
});
