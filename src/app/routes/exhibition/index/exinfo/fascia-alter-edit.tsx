import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeEditPage } from '@/features/exhibit/changeRequests';
import { fasciaForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/fascia-alter-edit')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(fasciaForm, 'edit'),
  component: () => <ChangeEditPage kind={fasciaForm} />,
});
