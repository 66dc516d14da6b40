import { createFileRoute } from '@tanstack/react-router';
import { RecordLoadError } from '@/components/kit';
import { OrderDetailPage } from '@/features/orders/OrderDetailPage';
import { orderDetailRoute } from '@/features/orders/orders';

export const Route = createFileRoute('/exhibition{-$lang}/index/order/detail-order')({ ...orderDetailRoute, errorComponent: RecordLoadError, component: OrderDetailPage });
