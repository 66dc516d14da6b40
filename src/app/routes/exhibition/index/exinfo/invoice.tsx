import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeFormPage } from '@/features/exhibit/changeRequests';
import { invoiceForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/invoice')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(invoiceForm, 'form'),
  component: () => <ChangeFormPage kind={invoiceForm} />,
});
