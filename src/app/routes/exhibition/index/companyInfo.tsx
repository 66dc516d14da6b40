import { createFileRoute } from '@tanstack/react-router';
import { CompanyInfoPage } from '@/features/company/CompanyInfoPage';
import { companyInfoSearch } from '@/features/company/companyInfoSearch';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/companyInfo')({
  loader: () => loadLocale('company', 'account'),
  staticData: { title: 'nav.exhibitor.companyInfo', section: 'company' },
  validateSearch: companyInfoSearch,
  component: CompanyInfoPage,
});
