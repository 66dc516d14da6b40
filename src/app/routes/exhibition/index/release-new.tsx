import { createFileRoute } from '@tanstack/react-router';
import { ReleaseFormPage } from '@/features/release/ReleasePages';
import { release } from '@/features/release/resources';

/** Publish (no id) and edit (`?id=`) are one page: the edit route options serve both. */
export const Route = createFileRoute('/exhibition{-$lang}/index/release-new')({ ...release.routes.edit, component: ReleaseFormPage });
