import { createFileRoute } from '@tanstack/react-router';
import { RegisterCompanyPage } from '@/features/account/RegisterCompanyPage';
import { requireSignedIn } from '../../guard';

/** Open sign-up page that needs the new account signed in: the company profile. */
export const Route = createFileRoute('/exhibition{-$lang}/register-company')({
  beforeLoad: requireSignedIn,
  component: ExhibitorRegisterCompany,
});

function ExhibitorRegisterCompany() {
  const { lang } = Route.useParams();
  return <RegisterCompanyPage lang={lang} />;
}
