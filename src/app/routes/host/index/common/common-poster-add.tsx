import { createFileRoute } from '@tanstack/react-router';
import { PosterFormPage } from '@/features/settings/PosterPages';
import { poster } from '@/features/settings/posters';

export const Route = createFileRoute('/host/index/common/common-poster-add')({ ...poster.routes.create, component: PosterFormPage });
