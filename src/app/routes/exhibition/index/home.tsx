import { createFileRoute } from '@tanstack/react-router';
import { ExhibitorHomePage } from '@/features/home/ExhibitorHomePage';

export const Route = createFileRoute('/exhibition{-$lang}/index/home')({
  staticData: { title: 'nav.exhibitor.home' },
  component: ExhibitorHomePage,
});
