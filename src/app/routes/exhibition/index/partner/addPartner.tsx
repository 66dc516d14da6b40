import { createFileRoute } from '@tanstack/react-router';
import { PartnerCreatePage } from '@/features/showcase/PartnerFormPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/partner/addPartner')({
  staticData: { title: 'nav.exhibitor.partner.addPartner' },
  component: PartnerCreatePage,
});
