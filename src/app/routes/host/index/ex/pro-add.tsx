import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorProductFormPage } from '@/features/product/HostProductPages';
import { exhibitorProductPages } from '@/features/product/routes';

export const Route = createFileRoute('/host/index/ex/pro-add')({ ...exhibitorProductPages.routes.create, component: ExhibitorProductFormPage });
