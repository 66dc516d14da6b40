/**
 * 渠道管理 (set/Channel): the audience registration channels of the current exhibition, with their
 * visits, registrations and mini-programme codes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getWeAppSmallCodeGetQueryOptions, getWeAppSmallCodeGetListSpectatorChannelQueryOptions } from '@gen/api/release/release';
import type { SpectatorChannel } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const channelsQuery = (exhibitionId: string) => getWeAppSmallCodeGetListSpectatorChannelQueryOptions({ exhibitionId });

/** The code of a channel without a stored one: the exhibition's registration code with the channel's scene. */
export const channelCodeQuery = (exhibitionId: string, channel: SpectatorChannel) =>
  getWeAppSmallCodeGetQueryOptions({ targetType: 0, targetId: exhibitionId, scene: channel.scene });

/** Registrations per 100 visits (one decimal); undefined without visits. */
export const conversionOf = (c: Pick<SpectatorChannel, 'visitCount' | 'registerCount'>): number | undefined =>
  c.visitCount ? Math.round(((c.registerCount ?? 0) / c.visitCount) * 1000) / 10 : undefined;

export const loadChannels = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([loadLocale('host'), exhibitionId && context.queryClient.prefetchQuery(channelsQuery(exhibitionId))]);
};
