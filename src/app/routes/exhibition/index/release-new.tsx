import { createFileRoute } from '@tanstack/react-router';
import { ReleaseFormPage } from '@/features/release/ReleasePages';
import { release } from '@/features/release/resources';
import { releasePages } from '@/features/release/routes';

/** Publish (no id) and edit (`?id=`) are one page: the edit route options serve both. */
export const Route = createFileRoute('/exhibition{-$lang}/index/release-new')({ ...releasePages.routes.edit, loader: (ctx) => release.loaders.edit(ctx), component: ReleaseFormPage });
