import { createFileRoute } from '@tanstack/react-router';
import { ChangeFormPage } from '@/features/exhibit/changeRequests';
import { fasciaForm } from '@/features/exhibit/forms';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/fascia-board')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.fascia-board', section: 'exhibition' },
  component: () => <ChangeFormPage kind={fasciaForm} />,
});
