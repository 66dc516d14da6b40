import { createFileRoute } from '@tanstack/react-router';
import { AdPage } from '@/features/siteShowcase/AdPage';
import { loadAds } from '@/features/siteShowcase/ads';
import { adPage } from '@/features/siteShowcase/routes';

export const Route = createFileRoute('/host/index/common/common-ad')({ ...adPage, loader: (ctx) => loadAds(ctx), component: AdPage });
