import { createFileRoute } from '@tanstack/react-router';
import { CaseCreatePage } from '@/features/showcase/CaseFormPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/case/add')({
  staticData: { title: 'nav.exhibitor.case.add' },
  component: CaseCreatePage,
});
