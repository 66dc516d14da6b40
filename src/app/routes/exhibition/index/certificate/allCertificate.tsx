import { createFileRoute } from '@tanstack/react-router';
import { CertificateListPage } from '@/features/showcase/CertificatePages';
import { certificate } from '@/features/showcase/resources';
import { certificatePages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/allCertificate')({ ...certificatePages.routes.list, loader: (ctx) => certificate.loaders.list(ctx), component: CertificateListPage });
