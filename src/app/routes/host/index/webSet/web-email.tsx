import { createFileRoute } from '@tanstack/react-router';
import { loadWebEmail } from '@/features/siteContent/emails';
import { webEmailPage } from '@/features/siteContent/routes';
import { WebEmailPage } from '@/features/siteContent/WebEmailPage';

export const Route = createFileRoute('/host/index/webSet/web-email')({ ...webEmailPage, loader: (ctx) => loadWebEmail(ctx), component: WebEmailPage });
