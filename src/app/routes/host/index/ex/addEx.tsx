import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionFormPage } from '@/features/exhibitions/ExhibitionPages';
import { exhibitionPages } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/ex/addEx')({ ...exhibitionPages.routes.create, component: ExhibitionFormPage });
