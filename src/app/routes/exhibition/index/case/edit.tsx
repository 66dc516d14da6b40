import { createFileRoute } from '@tanstack/react-router';
import { CaseFormPage } from '@/features/showcase/CasePages';
import { caseStudy } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/edit')({ ...caseStudy.routes.edit, component: CaseFormPage });
