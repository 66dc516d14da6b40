import { createFileRoute } from '@tanstack/react-router';
import { MomentPage } from '@/features/release/MomentPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/moment')({
  staticData: { title: 'nav.exhibitor.moment' },
  component: MomentPage,
});
