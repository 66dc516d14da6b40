import { createFileRoute } from '@tanstack/react-router';
import { CertificateFormPage } from '@/features/showcase/CertificatePages';
import { certificate } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/editCertificate')({ ...certificate.routes.edit, component: CertificateFormPage });
