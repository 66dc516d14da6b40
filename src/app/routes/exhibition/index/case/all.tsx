import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '@/features/showcase/CasePages';
import { caseStudy } from '@/features/showcase/resources';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/all')({ ...caseStudy.routes.list, component: CaseListPage });
