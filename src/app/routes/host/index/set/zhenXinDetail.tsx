import { createFileRoute } from '@tanstack/react-router';
import { SelectionDetailPage } from '@/features/selections/SelectionDetailPage';
import { selectionDetailPage } from '@/features/selections/routes';
import { loadSelectionDetail } from '@/features/selections/selections';

export const Route = createFileRoute('/host/index/set/zhenXinDetail')({
  ...selectionDetailPage,
  loader: (ctx) => loadSelectionDetail(ctx),
  component: SelectionDetailPage,
});
