import type { NavSection } from './types';

/** Mobile back office navigation. The company details page is reached only from a list (title key only). */
export const mobileNav: NavSection[] = [
  {
    title: 'nav.mobile.sections.browse',
    entries: [
      { to: '/mobile-backend/ex-list', title: 'nav.mobile.ex-list' },
      { to: '/mobile-backend/ex-area-list', title: 'nav.mobile.ex-area-list' },
      { to: '/mobile-backend/ex-all-company-list', title: 'nav.mobile.ex-all-company-list' },
      { to: '/mobile-backend/ex-company-list', title: 'nav.mobile.ex-company-list' },
    ],
  },
];
