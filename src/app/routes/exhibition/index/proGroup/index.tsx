import { createFileRoute } from '@tanstack/react-router';
import { productGroup } from '@/features/product/resources';

/** The section's bare URL opens its list. */
export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/')(productGroup.routes.section);
