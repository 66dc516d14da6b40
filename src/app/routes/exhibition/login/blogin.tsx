import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/LoginPage';
import { loginSearch } from '@/features/account/loginSearch';
import { skipLoginWhenSignedIn } from '../../../guard';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/login/blogin')({
  loader: () => loadLocale('account'),
  validateSearch: loginSearch,
  beforeLoad: skipLoginWhenSignedIn,
  component: ExhibitorLogin,
});

function ExhibitorLogin() {
  const { redirect, by } = Route.useSearch();
  const { lang } = Route.useParams();
  return <LoginPage area={lang === 'En' ? 'exhibitionEn' : 'exhibition'} variant="blogin" redirect={redirect} by={by} />;
}
