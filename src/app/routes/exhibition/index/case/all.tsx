import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '@/features/showcase/CasePages';
import { caseStudy } from '@/features/showcase/resources';
import { caseStudyPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/all')({ ...caseStudyPages.routes.list, loader: (ctx) => caseStudy.loaders.list(ctx), component: CaseListPage });
