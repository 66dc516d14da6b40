import { createFileRoute } from '@tanstack/react-router';
import { SupplyExportPage } from '@/features/supply/SupplyExportPage';
import { loadSupplyExport } from '@/features/supply/postings';
import { supplyExportPage } from '@/features/supply/routes';

export const Route = createFileRoute('/host/index/supply-info/supply-export-new')({
  ...supplyExportPage,
  loader: (ctx) => loadSupplyExport(ctx),
  component: SupplyExportPage,
});
