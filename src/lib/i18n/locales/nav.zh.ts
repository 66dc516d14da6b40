/** Page and section titles of the navigation (Chinese). nav.en.ts has the same keys. */
export const navZh = {
  host: {
    sections: { overview: '概览' },
    home: '首页',
  },
  exhibitor: {
    sections: { overview: '概览' },
    home: '首页',
  },
  mobile: {
    sections: { overview: '概览' },
  },
};

export type NavTranslation = typeof navZh;
