import { createFileRoute } from '@tanstack/react-router';
import { BannerPage } from '@/features/settings/BannerPage';
import { bannerRoute } from '@/features/settings/banners';

export const Route = createFileRoute('/host/index/common/common-banner')({ ...bannerRoute, component: BannerPage });
