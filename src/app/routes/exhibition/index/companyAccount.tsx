import { createFileRoute } from '@tanstack/react-router';
import { CompanyAccountPage } from '@/features/company/CompanyAccountPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/companyAccount')({
  staticData: { title: 'nav.exhibitor.companyAccount' },
  component: CompanyAccountPage,
});
