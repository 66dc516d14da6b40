import { createFileRoute } from '@tanstack/react-router';
import { ChangeFormPage } from '@/features/exhibit/changeRequests';
import { invoiceForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/invoice')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.invoice', section: 'exhibition' },
  component: () => <ChangeFormPage kind={invoiceForm} />,
});
