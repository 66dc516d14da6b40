import { createFileRoute } from '@tanstack/react-router';
import { productGroupPages } from '@/features/product/routes';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/')(productGroupPages.routes.section);
