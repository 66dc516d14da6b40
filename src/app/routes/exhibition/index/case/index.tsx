import { createFileRoute } from '@tanstack/react-router';
import { caseStudyPages } from '@/features/showcase/routes';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/case/')(caseStudyPages.routes.section);
