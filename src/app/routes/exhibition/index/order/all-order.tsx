import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/orders/OrderListPage';
import { loadOrderList } from '@/features/orders/orders';
import { orderListPage } from '@/features/orders/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/order/all-order')({ ...orderListPage, loader: (ctx) => loadOrderList(ctx), component: OrderListPage });
