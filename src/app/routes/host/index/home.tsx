import { createFileRoute } from '@tanstack/react-router';
import { HostHomePage } from '@/features/home/HostHomePage';

export const Route = createFileRoute('/host/index/home')({
  staticData: { title: 'nav.host.home' },
  component: HostHomePage,
});
