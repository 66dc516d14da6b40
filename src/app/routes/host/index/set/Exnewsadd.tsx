import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorNewsFormPage } from '@/features/news/ExhibitorNewsPages';
import { exhibitorNewsPages } from '@/features/news/routes';

export const Route = createFileRoute('/host/index/set/Exnewsadd')({ ...exhibitorNewsPages.routes.create, component: ExhibitorNewsFormPage });
