/**
 * Where the user left each list (its page, filters, sort and keyword in the URL), so that a form
 * opened from it goes back to the same place after a save or from its breadcrumb, not to page 1.
 * Kept for the tab's life only (a reload or a link starts from the URL as given), and forgotten
 * when the session ends: the next user starts from the first page.
 */
import { session } from '@/lib/session/store';

const last = new Map<string, Record<string, unknown>>();

/** Forgets every list's place. */
export function forgetListSearches(): void {
  last.clear();
}

session.onClear(forgetListSearches);

/** Notes the search of the list at `path` (the list page calls this as its URL changes). */
export function rememberListSearch(path: string, search: Record<string, unknown>): void {
  last.set(path, search);
}

/** The search the list at `path` had when the user left it, if any. */
export function lastListSearch(path: string): Record<string, unknown> | undefined {
  return last.get(path);
}
