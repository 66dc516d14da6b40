import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionFormPage } from '@/features/exhibitions/ExhibitionPages';
import { exhibition } from '@/features/exhibitions/resources';
import { exhibitionPages } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/ex/editEx')({ ...exhibitionPages.routes.edit, loader: (ctx) => exhibition.loaders.edit(ctx), component: ExhibitionFormPage });
