import { createFileRoute } from '@tanstack/react-router';
import { ChangeEditPage } from '@/features/exhibit/changeRequests';
import { catalogueForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/catalogue-alter-edit')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.catalogue-alter-edit', parent: '/exhibition{-$lang}/index/exinfo/catalogue' },
  component: () => <ChangeEditPage kind={catalogueForm} />,
});
