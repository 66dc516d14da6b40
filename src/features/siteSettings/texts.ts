/**
 * 文案设置: the fixed texts of the current exhibition (site-settings.yaml, designed calls
 * ExhibitionText/*): one rich text per key in Chinese and English, saved one at a time.
 */
import type { QueryClient } from '@tanstack/react-query';
import { exhibitionTextUpdate, getExhibitionTextGetByExhibitionQueryOptions } from '@gen/api/site-settings/site-settings';
import type { ExhibitionTextInput } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const textsQuery = (exhibitionId: string) => getExhibitionTextGetByExhibitionQueryOptions({ exhibitionId });

export const saveText = (input: ExhibitionTextInput) => exhibitionTextUpdate(input);

/** The text page's loader: its interface text and the exhibition's texts, fetched with the page's code. */
export const loadTexts = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('siteSettings'), exhibitionId ? context.queryClient.prefetchQuery(textsQuery(exhibitionId)) : undefined]);
};
