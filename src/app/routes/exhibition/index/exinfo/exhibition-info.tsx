import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '@/lib/session/profile';
import { ExhibitionInfoPage } from '@/features/exhibit/ExhibitionInfoPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/exhibition-info')({
  loader: () => loadLocale('exhibit'),
  staticData: { title: 'nav.exhibitor.exinfo.exhibition-info', section: 'exhibition' },
  component: () => <ExhibitionInfoPage onDefaultChanged={loadProfile} />,
});
