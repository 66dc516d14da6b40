import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorHomeProPage } from '@/features/home/ExhibitorHomeProPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/home-pro')({
  staticData: { title: 'nav.exhibitor.home-pro' },
  component: ExhibitorHomeProPage,
});
