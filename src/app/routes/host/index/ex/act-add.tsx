import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorActivityFormPage } from '@/features/activity/HostActivityPages';
import { exhibitorActivityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/ex/act-add')({ ...exhibitorActivityPages.routes.create, component: ExhibitorActivityFormPage });
