import { createFileRoute } from '@tanstack/react-router';
import { PartnerListPage } from '@/features/showcase/PartnerPages';
import { partner } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/allPartner')({ ...partner.routes.list, component: PartnerListPage });
