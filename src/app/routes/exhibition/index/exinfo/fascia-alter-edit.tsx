import { createFileRoute } from '@tanstack/react-router';
import { ChangeEditPage } from '@/features/exhibit/changeRequests';
import { fasciaForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/fascia-alter-edit')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.fascia-alter-edit', parent: '/exhibition{-$lang}/index/exinfo/fascia-board' },
  component: () => <ChangeEditPage kind={fasciaForm} />,
});
