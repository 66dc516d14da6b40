import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeHistoryPage } from '@/features/exhibit/changeRequests';
import { fasciaForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/fascia-alter')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(fasciaForm, 'history'),
  component: () => <ChangeHistoryPage kind={fasciaForm} />,
});
