/**
 * 条码设置: the badge types of the current exhibition (card-plans, DeExCardPlanConfigExhibition)
 * and the barcode setting of each (designed calls, openapi/engagement.yaml).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getDeExCardPlanConfigExhibitionGetByExhibitionIdQueryOptions } from '@gen/api/card-plans/card-plans';
import { barcodeSettingUpdate, getBarcodeSettingGetByExhibitionQueryOptions } from '@gen/api/engagement/engagement';
import type { BarcodeSettingInput } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const badgeTypesQuery = (exhibitionId: string) => getDeExCardPlanConfigExhibitionGetByExhibitionIdQueryOptions({ exhibitionId });
export const barcodeSettingsQuery = (exhibitionId: string) => getBarcodeSettingGetByExhibitionQueryOptions({ exhibitionId });

export const saveBarcodeSetting = (input: BarcodeSettingInput) => barcodeSettingUpdate(input);

/** The route's loader: the page's text, the badge types and their settings. */
export async function loadBarcodes({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  const locale = loadLocale('engagement');
  if (!exhibitionId) return locale;
  await Promise.all([
    locale,
    context.queryClient.prefetchQuery(badgeTypesQuery(exhibitionId)),
    context.queryClient.prefetchQuery(barcodeSettingsQuery(exhibitionId)),
  ]);
}
