import { createFileRoute } from '@tanstack/react-router';
import { caseStudy } from '@/features/showcase/resources';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/case/')(caseStudy.routes.section);
