import { createFileRoute } from '@tanstack/react-router';
import { LabelPage } from '@/features/product/LabelPage';
import { loadLabels } from '@/features/product/labels';
import { labelPage } from '@/features/product/routes';

export const Route = createFileRoute('/host/index/common/common-label')({ ...labelPage, loader: (ctx) => loadLabels(ctx), component: LabelPage });
