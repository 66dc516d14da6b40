import { createFileRoute } from '@tanstack/react-router';
import { ChangeHistoryPage } from '@/features/exhibit/changeRequests';
import { catalogueForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/catalogue-alter')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.catalogue-alter', parent: '/exhibition{-$lang}/index/exinfo/catalogue' },
  component: () => <ChangeHistoryPage kind={catalogueForm} />,
});
