import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/system/StatusPages';
import { ExhibitorLayout } from '@/app/layouts/ExhibitorLayout';
import { requireSignedIn, sessionScope } from '../../../guard';

/** The exhibitor back office, in Chinese (/exhibition) or English (/exhibitionEn). */
export const Route = createFileRoute('/exhibition{-$lang}/index')({
  beforeLoad: (ctx) => {
    requireSignedIn(ctx);
    return { scope: sessionScope() };
  },
  // An unknown page inside the back office keeps its navigation and header.
  notFoundComponent: NotFoundPage,
  component: ExhibitorLayout,
});
