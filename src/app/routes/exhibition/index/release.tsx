import { createFileRoute } from '@tanstack/react-router';
import { ReleaseListPage } from '@/features/release/ReleasePages';
import { release } from '@/features/release/resources';
import { releasePages } from '@/features/release/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/release')({ ...releasePages.routes.list, loader: (ctx) => release.loaders.list(ctx), component: ReleaseListPage });
