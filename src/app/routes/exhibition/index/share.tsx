import { createFileRoute } from '@tanstack/react-router';
import { SharePage } from '@/features/company/SharePage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/share')({
  loader: () => loadLocale('company', 'account'),
  staticData: { title: 'nav.exhibitor.share', section: 'company' },
  component: SharePage,
});
