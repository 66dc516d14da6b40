import { createFileRoute } from '@tanstack/react-router';
import { CaseFormPage } from '@/features/showcase/CasePages';
import { caseStudyPages } from '@/features/showcase/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/add')({ ...caseStudyPages.routes.create, component: CaseFormPage });
