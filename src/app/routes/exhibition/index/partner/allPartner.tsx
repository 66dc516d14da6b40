import { createFileRoute } from '@tanstack/react-router';
import { PartnerListPage } from '@/features/showcase/PartnerPages';
import { partner } from '@/features/showcase/resources';
import { partnerPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/allPartner')({ ...partnerPages.routes.list, loader: (ctx) => partner.loaders.list(ctx), component: PartnerListPage });
