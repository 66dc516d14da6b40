import { createFileRoute } from '@tanstack/react-router';
import { BarcodePage } from '@/features/engagement/BarcodePage';
import { loadBarcodes } from '@/features/engagement/barcodes';
import { barcodePage } from '@/features/engagement/routes';

export const Route = createFileRoute('/host/index/common/common-barcode')({ ...barcodePage, loader: (ctx) => loadBarcodes(ctx), component: BarcodePage });
