import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/system/StatusPages';

export const Route = createFileRoute('/404')({ component: NotFoundPage });
