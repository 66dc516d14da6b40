import { createFileRoute } from '@tanstack/react-router';
import { WebBannerPage } from '@/features/settings/WebBannerPage';
import { loadWebBanner } from '@/features/settings/webBanners';
import { webBannerPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/webSet/webBanner')({ ...webBannerPage, loader: (ctx) => loadWebBanner(ctx), component: WebBannerPage });
