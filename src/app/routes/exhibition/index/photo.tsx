import { createFileRoute } from '@tanstack/react-router';
import { PhotoLibraryPage } from '@/features/materials/PhotoPages';
import { photoLibrarySearchSchema } from '@/features/materials/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/photo')({
  loader: () => loadLocale('materials'),
  staticData: { title: 'nav.exhibitor.photo', section: 'content' },
  validateSearch: photoLibrarySearchSchema,
  component: PhotoLibraryPage,
});
