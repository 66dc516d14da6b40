import { createFileRoute } from '@tanstack/react-router';
import { CertificateListPage } from '@/features/showcase/CertificateListPage';
import { showListSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/allCertificate')({
  staticData: { title: 'nav.exhibitor.certificate.allCertificate' },
  validateSearch: showListSearch,
  component: CertificateListPage,
});
