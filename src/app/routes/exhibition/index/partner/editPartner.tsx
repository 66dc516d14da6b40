import { createFileRoute } from '@tanstack/react-router';
import { PartnerEditPage } from '@/features/showcase/PartnerFormPage';
import { editSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/editPartner')({
  staticData: { title: 'nav.exhibitor.partner.editPartner' },
  validateSearch: editSearch,
  component: PartnerEditPage,
});
