import { createFileRoute } from '@tanstack/react-router';
import { PartnerFormPage } from '@/features/showcase/PartnerPages';
import { partnerPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/addPartner')({ ...partnerPages.routes.create, component: PartnerFormPage });
