import { createFileRoute } from '@tanstack/react-router';
import { partnerPages } from '@/features/showcase/routes';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/partner/')(partnerPages.routes.section);
