import { createFileRoute } from '@tanstack/react-router';
import { MobileLayout } from '@/app/layouts/MobileLayout';
import { loadLocale } from '@/lib/i18n';
import { requireSignedIn } from '../../guard';

/** The mobile back office: every page but its login needs a signed-in user (000 §2). Its text is a domain of its own. */
export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout')({
  beforeLoad: requireSignedIn,
  loader: () => loadLocale('mobile'),
  component: MobileLayout,
});
