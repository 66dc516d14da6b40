import { createFileRoute } from '@tanstack/react-router';
import { PosterListPage } from '@/features/settings/PosterPages';
import { poster } from '@/features/settings/posters';

export const Route = createFileRoute('/host/index/common/common-poster')({ ...poster.routes.list, component: PosterListPage });
