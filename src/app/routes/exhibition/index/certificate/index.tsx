import { createFileRoute } from '@tanstack/react-router';
import { certificate } from '@/features/showcase/resources';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/')(certificate.routes.section);
