import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeEditPage } from '@/features/exhibit/changeRequests';
import { invoiceForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/invoice-alter-edit')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(invoiceForm, 'edit'),
  component: () => <ChangeEditPage kind={invoiceForm} />,
});
