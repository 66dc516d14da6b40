import { createFileRoute } from '@tanstack/react-router';
import { HostActivityFormPage } from '@/features/activity/HostActivityPages';
import { hostActivityPages } from '@/features/activity/routes';

export const Route = createFileRoute('/host/index/act/act-add')({ ...hostActivityPages.routes.create, component: HostActivityFormPage });
