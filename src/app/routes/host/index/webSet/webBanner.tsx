import { createFileRoute } from '@tanstack/react-router';
import { WebBannerPage } from '@/features/settings/WebBannerPage';
import { webBannerRoute } from '@/features/settings/webBanners';

export const Route = createFileRoute('/host/index/webSet/webBanner')({ ...webBannerRoute, component: WebBannerPage });
