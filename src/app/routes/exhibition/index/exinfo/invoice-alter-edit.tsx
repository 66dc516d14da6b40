import { createFileRoute } from '@tanstack/react-router';
import { ChangeEditPage } from '@/features/exhibit/changeRequests';
import { invoiceForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/invoice-alter-edit')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.invoice-alter-edit', parent: '/exhibition{-$lang}/index/exinfo/invoice' },
  component: () => <ChangeEditPage kind={invoiceForm} />,
});
