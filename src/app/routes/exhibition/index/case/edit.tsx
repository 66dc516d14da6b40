import { createFileRoute } from '@tanstack/react-router';
import { CaseEditPage } from '@/features/showcase/CaseFormPage';
import { editSearch } from '@/features/showcase/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/edit')({
  staticData: { title: 'nav.exhibitor.case.edit' },
  validateSearch: editSearch,
  component: CaseEditPage,
});
