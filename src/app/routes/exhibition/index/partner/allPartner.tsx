import { createFileRoute } from '@tanstack/react-router';
import { PartnerListPage } from '@/features/showcase/PartnerListPage';
import { showListSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/allPartner')({
  staticData: { title: 'nav.exhibitor.partner.allPartner' },
  validateSearch: showListSearch,
  component: PartnerListPage,
});
