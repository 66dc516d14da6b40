import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/features/system/StatusPages';

export const Route = createFileRoute('/500')({ component: ServerErrorPage });
