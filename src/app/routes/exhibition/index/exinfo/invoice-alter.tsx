import { createFileRoute } from '@tanstack/react-router';
import { ChangeHistoryPage } from '@/features/exhibit/changeRequests';
import { invoiceForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/invoice-alter')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.invoice-alter', parent: '/exhibition{-$lang}/index/exinfo/invoice' },
  component: () => <ChangeHistoryPage kind={invoiceForm} />,
});
