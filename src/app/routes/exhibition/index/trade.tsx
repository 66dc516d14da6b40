import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadTrade } from '@/features/trade/trade';
import { TradePage } from '@/features/trade/TradePage';
import { tradePage } from '@/features/trade/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/trade')({
  ...tradePage,
  // The English area has no trade statistics (000 §2).
  beforeLoad: ({ params }) => {
    if (params.lang) throw notFound();
  },
  loader: (ctx) => loadTrade(ctx),
  component: TradePage,
});
