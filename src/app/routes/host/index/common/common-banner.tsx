import { createFileRoute } from '@tanstack/react-router';
import { BannerPage } from '@/features/settings/BannerPage';
import { loadBanner } from '@/features/settings/banners';
import { bannerPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-banner')({ ...bannerPage, loader: (ctx) => loadBanner(ctx), component: BannerPage });
