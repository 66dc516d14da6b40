import { createFileRoute } from '@tanstack/react-router';
import { CertificateListPage } from '@/features/showcase/CertificatePages';
import { certificate } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/allCertificate')({ ...certificate.routes.list, component: CertificateListPage });
