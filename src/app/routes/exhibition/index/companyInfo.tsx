import { createFileRoute } from '@tanstack/react-router';
import { CompanyInfoPage } from '@/features/company/CompanyInfoPage';
import { companyInfoSearch } from '@/features/company/companyInfoSearch';

export const Route = createFileRoute('/exhibition{-$lang}/index/companyInfo')({
  staticData: { title: 'nav.exhibitor.companyInfo' },
  validateSearch: companyInfoSearch,
  component: CompanyInfoPage,
});
