import { createFileRoute } from '@tanstack/react-router';
import { AlbumGroupPage } from '@/features/materials/PhotoPages';
import { albumSearchSchema } from '@/features/materials/search';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/photo/group')({
  staticData: { title: 'nav.exhibitor.material.photo.group' },
  validateSearch: albumSearchSchema,
  component: AlbumGroupPage,
});
