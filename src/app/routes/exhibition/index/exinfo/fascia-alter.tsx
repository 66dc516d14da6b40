import { createFileRoute } from '@tanstack/react-router';
import { ChangeHistoryPage } from '@/features/exhibit/changeRequests';
import { fasciaForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/fascia-alter')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.fascia-alter', parent: '/exhibition{-$lang}/index/exinfo/fascia-board' },
  component: () => <ChangeHistoryPage kind={fasciaForm} />,
});
