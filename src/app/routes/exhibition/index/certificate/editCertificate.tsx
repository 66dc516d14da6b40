import { createFileRoute } from '@tanstack/react-router';
import { CertificateEditPage } from '@/features/showcase/CertificateFormPage';
import { editSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/editCertificate')({
  staticData: { title: 'nav.exhibitor.certificate.editCertificate' },
  validateSearch: editSearch,
  component: CertificateEditPage,
});
