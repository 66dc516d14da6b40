import type { NavTranslation } from './nav.zh';

/** Page and section titles of the navigation (English). */
export const navEn: NavTranslation = {
  host: {
    sections: { overview: 'Overview' },
    home: 'Home',
  },
  exhibitor: {
    sections: { overview: 'Overview' },
    home: 'Home',
  },
  mobile: {
    sections: { overview: 'Overview' },
  },
};
