/** One page in the side navigation and the command palette. */
export interface NavEntry {
  /** Route path as registered (exhibitor pages use `/exhibition{-$lang}/...`). */
  to: string;
  /** i18n key of the title. */
  title: string;
  /** Only in the Chinese exhibitor area (000 §2: buyConsult, pageView, trade, act-live). */
  zhOnly?: boolean;
}

export interface NavSection {
  /** i18n key of the section heading. */
  title: string;
  entries: NavEntry[];
}
