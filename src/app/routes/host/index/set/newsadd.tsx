import { createFileRoute } from '@tanstack/react-router';
import { HostNewsFormPage } from '@/features/news/HostNewsPages';
import { hostNewsPages } from '@/features/news/routes';

export const Route = createFileRoute('/host/index/set/newsadd')({ ...hostNewsPages.routes.create, component: HostNewsFormPage });
