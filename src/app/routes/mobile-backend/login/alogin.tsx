import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/LoginPage';
import { loginSearch } from '@/features/account/loginSearch';
import { skipLoginWhenSignedIn } from '../../../guard';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/mobile-backend/login/alogin')({
  loader: () => loadLocale('account'),
  validateSearch: loginSearch,
  beforeLoad: skipLoginWhenSignedIn,
  component: MobileLogin,
});

function MobileLogin() {
  const { redirect, by } = Route.useSearch();
  return <LoginPage area="mobile" variant="alogin" redirect={redirect} by={by} />;
}
