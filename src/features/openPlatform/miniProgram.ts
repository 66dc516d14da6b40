/**
 * 小程序 (common-mini): the exhibition mini-programme's jump settings (WeChatSkipSettle) and the
 * mini-programme code of a target (WeAppSmallCode).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getWeChatSkipSettleGetQueryOptions, getWeChatSkipSettlePageQueryOptions, weChatSkipSettleCreate, weChatSkipSettleDelete, weChatSkipSettleUpdate } from '@gen/api/common-settings/common-settings';
import type { WeChatSkipSettleInput } from '@gen/api/model';
import { getWeAppSmallCodeGetQueryOptions } from '@gen/api/release/release';
import { toPageRequest, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import type { MiniSearch } from './routes';

export const SKIP_TYPES = [0, 1, 2] as const;
/** The targets the page makes codes for (the server's numbering). */
export const TARGET_TYPES = [1, 2, 3, 4] as const;
const SCENE_PREFIX: Record<number, string> = { 1: 'c', 2: 'p', 3: 'r', 4: 'a' };

/** The scene written into a code when the host leaves it empty: `r=3f6c2a8e9b1d4c7a` (≤ 32 characters). */
export const defaultScene = (targetType: number, targetId: string) => `${SCENE_PREFIX[targetType] ?? 't'}=${targetId.replace(/-/g, '').slice(0, 16)}`;

export const jumpsQuery = (search: MiniSearch, exhibitionId: string) => {
  const { pageIndex, pageSize, sorts, keyword } = toPageRequest(search);
  return getWeChatSkipSettlePageQueryOptions({
    pageIndex, pageSize, sorts, ...(keyword ? { keyword } : {}), exhibitionId,
    ...(search.skipType === undefined ? {} : { skipType: search.skipType }), ...(search.isEnable === undefined ? {} : { isEnable: search.isEnable }),
  });
};

/** One jump setting by id, read afresh before it is edited. */
export const jumpQuery = (id: string) => getWeChatSkipSettleGetQueryOptions({ id });

/** The code of the target in the URL, when one is chosen. */
export const codeQuery = (search: Pick<MiniSearch, 'targetType' | 'targetId' | 'scene'>) =>
  search.targetType !== undefined && search.targetId && search.scene
    ? getWeAppSmallCodeGetQueryOptions({ targetType: search.targetType, targetId: search.targetId, scene: search.scene })
    : undefined;

export const jumpCalls = {
  create: (input: WeChatSkipSettleInput) => weChatSkipSettleCreate(input),
  update: (id: string, input: WeChatSkipSettleInput) => weChatSkipSettleUpdate({ ...input, id }),
  remove: (id: string) => weChatSkipSettleDelete({ id }),
};

export const loadMiniProgram = async ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: MiniSearch }) => {
  const exhibitionId = context.scope?.exhibitionId;
  const work: Promise<unknown>[] = [loadLocale('settings')];
  if (deps.tab === 'jumps' && exhibitionId) work.push(context.queryClient.prefetchQuery(jumpsQuery(deps, exhibitionId)));
  const code = codeQuery(deps);
  if (deps.tab === 'code' && code) work.push(context.queryClient.prefetchQuery(code));
  await Promise.all(work);
};
