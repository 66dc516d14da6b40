import type { NavSection } from './types';

/** Exhibitor back office navigation (both languages): every section of 000 §2. */
export const exhibitorNav: NavSection[] = [
  { title: 'nav.exhibitor.sections.overview', entries: [{ to: '/exhibition{-$lang}/index/home', title: 'nav.exhibitor.home' }] },
];
