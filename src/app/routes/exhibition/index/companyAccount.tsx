import { createFileRoute } from '@tanstack/react-router';
import { CompanyAccountPage } from '@/features/account/CompanyAccountPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/companyAccount')({
  loader: () => loadLocale('company', 'account'),
  staticData: { title: 'nav.exhibitor.companyAccount', section: 'company' },
  component: CompanyAccountPage,
});
