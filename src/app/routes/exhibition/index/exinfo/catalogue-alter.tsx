import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeHistoryPage } from '@/features/exhibit/changeRequests';
import { catalogueForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/catalogue-alter')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(catalogueForm, 'history'),
  component: () => <ChangeHistoryPage kind={catalogueForm} />,
});
