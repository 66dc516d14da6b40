import { createFileRoute } from '@tanstack/react-router';
import { RecordLoadError } from '@/components/resource/RecordLoadError';
import { OrderDetailPage } from '@/features/orders/OrderDetailPage';
import { loadOrderDetail } from '@/features/orders/orders';
import { orderDetailPage } from '@/features/orders/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/order/detail-order')({ ...orderDetailPage, loader: (ctx) => loadOrderDetail(ctx), errorComponent: RecordLoadError, component: OrderDetailPage });
