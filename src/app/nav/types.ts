/** One page in the side navigation and the command palette. */
export interface NavEntry {
  /** Route path as registered (exhibitor pages use `/exhibition{-$lang}/...`). */
  to: string;
  /** i18n key of the title. */
  title: string;
}

export interface NavSection {
  id: string;
  /** i18n key of the section heading. */
  title: string;
  entries: NavEntry[];
}
