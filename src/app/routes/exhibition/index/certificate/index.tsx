import { createFileRoute } from '@tanstack/react-router';
import { certificatePages } from '@/features/showcase/routes';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/certificate/')(certificatePages.routes.section);
