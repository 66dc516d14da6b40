import { createFileRoute } from '@tanstack/react-router';
import { brand } from '@/features/showcase/resources';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/brand/')(brand.routes.section);
