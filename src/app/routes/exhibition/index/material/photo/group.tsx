import { createFileRoute } from '@tanstack/react-router';
import { AlbumGroupPage } from '@/features/materials/PhotoPages';
import { albumSearchSchema } from '@/features/materials/search';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/photo/group')({
  loader: () => loadLocale('materials'),
  staticData: { title: 'nav.exhibitor.material.photo.group', section: 'content' },
  validateSearch: albumSearchSchema,
  component: AlbumGroupPage,
});
