import { createFileRoute } from '@tanstack/react-router';
import { ReleaseEditPage } from '@/features/release/ReleaseEditPage';
import { releaseEditSearchSchema } from '@/features/release/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/release-new')({
  staticData: { title: 'nav.exhibitor.release-new' },
  validateSearch: releaseEditSearchSchema,
  component: ReleaseEditPage,
});
