import { createFileRoute } from '@tanstack/react-router';
import { GameFormPage } from '@/features/engagement/GamePages';
import { game } from '@/features/engagement/games';
import { gamePages } from '@/features/engagement/routes';

export const Route = createFileRoute('/host/index/common/common-game-edit')({ ...gamePages.routes.edit, loader: (ctx) => game.loaders.edit(ctx), component: GameFormPage });
