import { createFileRoute } from '@tanstack/react-router';
import { brandPages } from '@/features/showcase/routes';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/brand/')(brandPages.routes.section);
