import { createFileRoute } from '@tanstack/react-router';
import { CertificateCreatePage } from '@/features/showcase/CertificateFormPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/addCertificate')({
  staticData: { title: 'nav.exhibitor.certificate.addCertificate' },
  component: CertificateCreatePage,
});
