import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeFormPage } from '@/features/exhibit/changeRequests';
import { catalogueForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/catalogue')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(catalogueForm, 'form'),
  component: () => <ChangeFormPage kind={catalogueForm} />,
});
