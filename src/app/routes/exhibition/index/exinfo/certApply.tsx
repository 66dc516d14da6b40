import { createFileRoute } from '@tanstack/react-router';
import { loadCertApply } from '@/features/cardPlans/cardPlans';
import { CertApplyPage } from '@/features/cardPlans/CertApplyPage';
import { certApplyPage } from '@/features/cardPlans/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/certApply')({ ...certApplyPage, loader: (ctx) => loadCertApply(ctx), component: CertApplyPage });
