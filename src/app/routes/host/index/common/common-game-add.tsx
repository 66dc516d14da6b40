import { createFileRoute } from '@tanstack/react-router';
import { GameFormPage } from '@/features/engagement/GamePages';
import { gamePages } from '@/features/engagement/routes';

export const Route = createFileRoute('/host/index/common/common-game-add')({ ...gamePages.routes.create, component: GameFormPage });
