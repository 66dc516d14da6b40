import { createFileRoute } from '@tanstack/react-router';
import { PartnerFormPage } from '@/features/showcase/PartnerPages';
import { partner } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/addPartner')({ ...partner.routes.create, component: PartnerFormPage });
