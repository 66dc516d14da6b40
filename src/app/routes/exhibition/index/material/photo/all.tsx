import { createFileRoute } from '@tanstack/react-router';
import { AllPhotosPage } from '@/features/materials/PhotoPages';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/photo/all')({
  loader: () => loadLocale('materials'),
  staticData: { title: 'nav.exhibitor.material.photo.all', section: 'content' },
  component: AllPhotosPage,
});
