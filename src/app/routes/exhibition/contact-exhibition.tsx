import { createFileRoute } from '@tanstack/react-router';
import { ContactExhibitionPage } from '@/features/account/ContactExhibitionPage';
import { requireSignedIn } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open sign-up page that needs the new account signed in: joining an exhibition. */
export const Route = createFileRoute('/exhibition{-$lang}/contact-exhibition')({
  loader: () => loadLocale('account'),
  beforeLoad: requireSignedIn,
  component: ExhibitorContactExhibition,
});

function ExhibitorContactExhibition() {
  const { lang } = Route.useParams();
  return <ContactExhibitionPage lang={lang} />;
}
