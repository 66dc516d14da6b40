import { createFileRoute } from '@tanstack/react-router';
import { CompanyAdminPage } from '@/features/company/CompanyAdminPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/companyAdmin')({
  loader: () => loadLocale('company', 'account'),
  staticData: { title: 'nav.exhibitor.companyAdmin', section: 'company' },
  component: CompanyAdminPage,
});
