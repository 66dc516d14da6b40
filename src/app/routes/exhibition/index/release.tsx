import { createFileRoute } from '@tanstack/react-router';
import { ReleaseListPage } from '@/features/release/ReleasePages';
import { release } from '@/features/release/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/release')({ ...release.routes.list, component: ReleaseListPage });
