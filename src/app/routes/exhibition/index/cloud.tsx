import { createFileRoute } from '@tanstack/react-router';
import { CloudPage } from '@/features/insights/CloudPage';
import { loadCloud } from '@/features/insights/queries';
import { cloudPage } from '@/features/insights/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/cloud')({
  ...cloudPage,
  loader: (ctx) => loadCloud(ctx),
  component: CloudPage,
});
