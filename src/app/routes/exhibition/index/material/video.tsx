import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '@/components/kit';
import { VideoPage } from '@/features/materials/VideoPage';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/video')({
  staticData: { title: 'nav.exhibitor.material.video' },
  // `({})`, not `()`: without filters the default generic gives the search type a string index
  // signature, which leaks into untyped NavigateOptions elsewhere (src/features/mobile).
  validateSearch: listSearchSchema({}),
  component: VideoPage,
});
