import { createFileRoute } from '@tanstack/react-router';
import { CertificateFormPage } from '@/features/showcase/CertificatePages';
import { certificatePages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/addCertificate')({ ...certificatePages.routes.create, component: CertificateFormPage });
