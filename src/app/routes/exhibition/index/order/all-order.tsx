import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/orders/OrderListPage';
import { orderListRoute } from '@/features/orders/orders';

export const Route = createFileRoute('/exhibition{-$lang}/index/order/all-order')({ ...orderListRoute, component: OrderListPage });
