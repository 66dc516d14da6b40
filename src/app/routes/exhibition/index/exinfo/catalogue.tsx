import { createFileRoute } from '@tanstack/react-router';
import { ChangeFormPage } from '@/features/exhibit/changeRequests';
import { catalogueForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/catalogue')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.catalogue', section: 'exhibition' },
  component: () => <ChangeFormPage kind={catalogueForm} />,
});
