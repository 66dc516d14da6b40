import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeFormPage } from '@/features/exhibit/changeRequests';
import { fasciaForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/fascia-board')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(fasciaForm, 'form'),
  component: () => <ChangeFormPage kind={fasciaForm} />,
});
