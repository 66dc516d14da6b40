import { createFileRoute } from '@tanstack/react-router';
import { PosterFormPage } from '@/features/settings/PosterPages';
import { poster } from '@/features/settings/posters';
import { posterPages } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-poster-edit')({ ...posterPages.routes.edit, loader: (ctx) => poster.loaders.edit(ctx), component: PosterFormPage });
