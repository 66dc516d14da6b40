import { createFileRoute } from '@tanstack/react-router';
import { HallPage } from '@/features/exhibitions/HallPage';
import { loadHalls } from '@/features/exhibitions/halls';
import { hallPage } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/ex/pavilion')({ ...hallPage, loader: (ctx) => loadHalls(ctx), component: HallPage });
