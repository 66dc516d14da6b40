import { createFileRoute } from '@tanstack/react-router';
import { GameListPage } from '@/features/engagement/GamePages';
import { game } from '@/features/engagement/games';
import { gamePages } from '@/features/engagement/routes';

export const Route = createFileRoute('/host/index/common/common-game')({ ...gamePages.routes.list, loader: (ctx) => game.loaders.list(ctx), component: GameListPage });
