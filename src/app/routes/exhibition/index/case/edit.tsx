import { createFileRoute } from '@tanstack/react-router';
import { CaseFormPage } from '@/features/showcase/CasePages';
import { caseStudy } from '@/features/showcase/resources';
import { caseStudyPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/edit')({ ...caseStudyPages.routes.edit, loader: (ctx) => caseStudy.loaders.edit(ctx), component: CaseFormPage });
