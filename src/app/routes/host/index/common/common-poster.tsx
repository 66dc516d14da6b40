import { createFileRoute } from '@tanstack/react-router';
import { PosterListPage } from '@/features/settings/PosterPages';
import { poster } from '@/features/settings/posters';
import { posterPages } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-poster')({ ...posterPages.routes.list, loader: (ctx) => poster.loaders.list(ctx), component: PosterListPage });
