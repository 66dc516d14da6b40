import { createFileRoute } from '@tanstack/react-router';
import { AllPhotosPage } from '@/features/materials/PhotoPages';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/photo/all')({
  staticData: { title: 'nav.exhibitor.material.photo.all' },
  component: AllPhotosPage,
});
