import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { VideoPage } from '@/features/materials/VideoPage';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/video')({
  loader: () => loadLocale('materials'),
  staticData: { title: 'nav.exhibitor.material.video', section: 'content' },
  // `({})`, not `()`: without filters the default generic gives the search type a string index
  // signature, which leaks into untyped NavigateOptions elsewhere (src/features/mobile).
  validateSearch: lazySchema(() => listSearchSchema({})),
  component: VideoPage,
});
