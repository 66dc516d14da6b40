import { createFileRoute } from '@tanstack/react-router';
import { CompanyAdminPage } from '@/features/company/CompanyAdminPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/companyAdmin')({
  staticData: { title: 'nav.exhibitor.companyAdmin' },
  component: CompanyAdminPage,
});
