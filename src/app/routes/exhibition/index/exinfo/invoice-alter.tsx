import { createFileRoute } from '@tanstack/react-router';
import { changeRouteStatic, ChangeHistoryPage } from '@/features/exhibit/changeRequests';
import { invoiceForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/invoice-alter')({
  loader: () => loadLocale('exhibit'),
  staticData: changeRouteStatic(invoiceForm, 'history'),
  component: () => <ChangeHistoryPage kind={invoiceForm} />,
});
