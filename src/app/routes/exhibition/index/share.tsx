import { createFileRoute } from '@tanstack/react-router';
import { SharePage } from '@/features/company/SharePage';

export const Route = createFileRoute('/exhibition{-$lang}/index/share')({
  staticData: { title: 'nav.exhibitor.share' },
  component: SharePage,
});
