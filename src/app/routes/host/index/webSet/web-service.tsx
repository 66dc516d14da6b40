import { createFileRoute } from '@tanstack/react-router';
import { webServicePage } from '@/features/siteContent/routes';
import { WebServicePage } from '@/features/siteContent/WebServicePage';
import { loadWebService } from '@/features/siteContent/webKinds';

export const Route = createFileRoute('/host/index/webSet/web-service')({ ...webServicePage, loader: (ctx) => loadWebService(ctx), component: WebServicePage });
