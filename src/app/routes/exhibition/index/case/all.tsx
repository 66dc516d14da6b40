import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '@/features/showcase/CaseListPage';
import { caseListSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/all')({
  staticData: { title: 'nav.exhibitor.case.all' },
  validateSearch: caseListSearch,
  component: CaseListPage,
});
