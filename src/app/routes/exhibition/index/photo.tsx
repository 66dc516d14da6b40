import { createFileRoute } from '@tanstack/react-router';
import { PhotoLibraryPage } from '@/features/materials/PhotoPages';
import { photoLibrarySearchSchema } from '@/features/materials/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/photo')({
  staticData: { title: 'nav.exhibitor.photo' },
  validateSearch: photoLibrarySearchSchema,
  component: PhotoLibraryPage,
});
