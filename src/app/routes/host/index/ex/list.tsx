import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionListPage } from '@/features/exhibitions/ExhibitionPages';
import { exhibition } from '@/features/exhibitions/resources';
import { exhibitionPages } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/ex/list')({ ...exhibitionPages.routes.list, loader: (ctx) => exhibition.loaders.list(ctx), component: ExhibitionListPage });
