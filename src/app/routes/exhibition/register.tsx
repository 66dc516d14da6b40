import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/account/RegisterPage';
import { loadLocale } from '@/lib/i18n';

/** Open page: account registration, the first sign-up step. */
export const Route = createFileRoute('/exhibition{-$lang}/register')({
  loader: () => loadLocale('account'),
  component: ExhibitorRegister,
});

function ExhibitorRegister() {
  const { lang } = Route.useParams();
  return <RegisterPage lang={lang} />;
}
