import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeEditPage } from '@/features/exhibit/changeRequests';
import { catalogueForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/catalogue-alter-edit')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(catalogueForm, 'edit'),
  component: () => <ChangeEditPage kind={catalogueForm} />,
});
