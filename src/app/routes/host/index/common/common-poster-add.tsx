import { createFileRoute } from '@tanstack/react-router';
import { PosterFormPage } from '@/features/settings/PosterPages';
import { posterPages } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-poster-add')({ ...posterPages.routes.create, component: PosterFormPage });
