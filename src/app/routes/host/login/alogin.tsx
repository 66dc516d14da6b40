import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/LoginPage';
import { loginSearch } from '@/features/account/loginSearch';
import { skipLoginWhenSignedIn } from '../../../guard';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/host/login/alogin')({
  loader: () => loadLocale('account'),
  validateSearch: loginSearch,
  beforeLoad: skipLoginWhenSignedIn,
  component: HostLogin,
});

function HostLogin() {
  const { redirect, by } = Route.useSearch();
  return <LoginPage area="host" variant="alogin" redirect={redirect} by={by} />;
}
