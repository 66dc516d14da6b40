import { createFileRoute } from '@tanstack/react-router';
import { PartnerFormPage } from '@/features/showcase/PartnerPages';
import { partner } from '@/features/showcase/resources';
import { partnerPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/editPartner')({ ...partnerPages.routes.edit, loader: (ctx) => partner.loaders.edit(ctx), component: PartnerFormPage });
