import { createFileRoute } from '@tanstack/react-router';
import { LoosePhotosPage } from '@/features/materials/PhotoPages';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/photo/loose')({
  staticData: { title: 'nav.exhibitor.material.photo.loose' },
  component: LoosePhotosPage,
});
