import { createFileRoute } from '@tanstack/react-router';
import { CertificateFormPage } from '@/features/showcase/CertificatePages';
import { certificate } from '@/features/showcase/resources';
import { certificatePages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/editCertificate')({ ...certificatePages.routes.edit, loader: (ctx) => certificate.loaders.edit(ctx), component: CertificateFormPage });
