import { createFileRoute } from '@tanstack/react-router';
import { product } from '@/features/product/resources';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/product/')(product.routes.section);
