import { createFileRoute } from '@tanstack/react-router';
import { productPages } from '@/features/product/routes';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/product/')(productPages.routes.section);
