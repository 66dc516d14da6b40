import { createFileRoute } from '@tanstack/react-router';
import { partner } from '@/features/showcase/resources';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/partner/')(partner.routes.section);
