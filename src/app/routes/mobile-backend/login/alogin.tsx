import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/LoginPage';
import { loginSearch } from '@/features/auth/loginSearch';
import { skipLoginWhenSignedIn } from '../../../guard';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/mobile-backend/login/alogin')({
  loader: () => loadLocale('account'),
  validateSearch: loginSearch,
  beforeLoad: skipLoginWhenSignedIn,
  component: MobileLogin,
});

function MobileLogin() {
  const { redirect } = Route.useSearch();
  return <LoginPage area="mobile" variant="alogin" redirect={redirect} />;
}
