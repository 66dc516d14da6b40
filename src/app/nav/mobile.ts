import type { NavSection } from './types';

/** Mobile back office navigation. */
export const mobileNav: NavSection[] = [];
