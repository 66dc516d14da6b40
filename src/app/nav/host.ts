import type { NavSection } from './types';

/** Host back office navigation: every section of 000 §2; an entry shows once its page exists. */
export const hostNav: NavSection[] = [
  { title: 'nav.host.sections.overview', entries: [{ to: '/host/index/home', title: 'nav.host.home' }] },
];
