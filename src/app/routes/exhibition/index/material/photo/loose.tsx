import { createFileRoute } from '@tanstack/react-router';
import { LoosePhotosPage } from '@/features/materials/PhotoPages';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/material/photo/loose')({
  loader: () => loadLocale('materials'),
  staticData: { title: 'nav.exhibitor.material.photo.loose', section: 'content' },
  component: LoosePhotosPage,
});
