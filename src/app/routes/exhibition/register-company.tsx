import { createFileRoute } from '@tanstack/react-router';
import { RegisterCompanyPage } from '@/features/account/RegisterCompanyPage';
import { requireSignedIn } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open sign-up page that needs the new account signed in: the company profile. */
export const Route = createFileRoute('/exhibition{-$lang}/register-company')({
  loader: () => loadLocale('account'),
  beforeLoad: requireSignedIn,
  component: ExhibitorRegisterCompany,
});

function ExhibitorRegisterCompany() {
  const { lang } = Route.useParams();
  return <RegisterCompanyPage lang={lang} />;
}
