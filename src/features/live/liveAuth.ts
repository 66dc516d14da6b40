/**
 * The rules of the channel authorisation step (001 §3 Channel "auth settings"), kept apart from
 * the page so that they read (and test) on their own.
 *
 * - Only enabled settings count, in rank order (1 primary, 2 secondary); a viewer passes by
 *   satisfying any one of them. No enabled setting means the channel is free to watch.
 * - `none` and `direct` pass at once (direct authorisation is the signed link of authSign).
 * - `code`: the entered code must equal the channel's code.
 * - `phone` (white list): the viewer's own phone (registration, else account) must be entered.
 *   The contract has no read of the white list itself; the provider checks it again on its page.
 * - `info`: the signed-in user must be a registered live viewer (else /live-user-reg).
 * - `pay`, `custom`, `external` and unknown types are settled by the provider on its watch page.
 * - A setting with trial watching lets the viewer in for the trial.
 */
import type { LiveProviderChannelQuery } from '@gen/graphql/hooks';

export type Channel = NonNullable<LiveProviderChannelQuery['liveProvider']['channel']>;
export type AuthSetting = Channel['authSettings'][number];
export type WayKind = 'none' | 'code' | 'phone' | 'info' | 'pay' | 'custom' | 'external' | 'direct' | 'other';

/** The provider's type code as one of the kinds this page knows. */
export function kindOf(type: string | null | undefined): WayKind {
  const code = (type ?? '').trim().toLowerCase().replace(/[-_\s]/g, '');
  switch (code) {
    case '':
    case 'none':
      return 'none';
    case 'code':
      return 'code';
    case 'phone':
    case 'whitelist':
      return 'phone';
    case 'info':
      return 'info';
    case 'pay':
      return 'pay';
    case 'custom':
      return 'custom';
    case 'external':
      return 'external';
    case 'direct':
      return 'direct';
    default:
      return 'other';
  }
}

/** The enabled settings, primary first. */
export function activeSettings(settings: readonly AuthSetting[]): AuthSetting[] {
  return settings.filter((s) => s.enabled).sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
}

/** Whether the channel lets everyone in without a check. */
export function isOpenChannel(settings: readonly AuthSetting[]): boolean {
  const active = activeSettings(settings);
  return active.length === 0 || active.some((s) => ['none', 'direct'].includes(kindOf(s.type)));
}

/** Kinds the viewer must be signed in for (they are about the user). */
export const needsUser = (kind: WayKind) => kind === 'info' || kind === 'phone';

export function codeMatches(entered: string, code: string | null | undefined): boolean {
  const expected = (code ?? '').trim();
  return expected !== '' && entered.trim() === expected;
}

/** Whether the setting offers a trial watch that has not run out. */
export function trialOpen(setting: Pick<AuthSetting, 'trialWatchEnabled' | 'trialWatchEndTime'>, now = Date.now()): boolean {
  if (!setting.trialWatchEnabled) return false;
  return !setting.trialWatchEndTime || !(Date.parse(setting.trialWatchEndTime) < now);
}

export type LiveState = 'notStarted' | 'live' | 'ended';

/** A stream may go on air this long before its scheduled start (sound checks, a warm-up). */
export const EARLY_START_MS = 60 * 60_000;

/**
 * Live, not started or ended. The provider's watch status says whether the stream is on (live;
 * waiting/unStart; end/playback/stop), but the schedule bounds it: more than an hour before the
 * live's start it has not started, whatever the provider says (a channel left "live" after a
 * rehearsal must not tell viewers that a stream of next year is on now), and a channel waiting
 * after the live's end has ended. A stream that runs over its end stays live. Without a status,
 * the schedule decides, else whether the activity's live is open.
 */
export function liveState(
  input: { watchStatus?: string | null; start?: string | null; end?: string | null; isOpenLive?: boolean },
  now = Date.now(),
): LiveState {
  const start = input.start ? Date.parse(input.start) : Number.NaN;
  const end = input.end ? Date.parse(input.end) : Number.NaN;
  const afterEnd = !Number.isNaN(end) && now > end;
  if (!Number.isNaN(start) && now < start - EARLY_START_MS) return 'notStarted';
  const status = (input.watchStatus ?? '').toLowerCase();
  if (status === 'live') return 'live';
  if (['end', 'playback', 'stop', 'ended'].includes(status)) return 'ended';
  if (['waiting', 'unstart', 'notstarted'].includes(status)) return afterEnd ? 'ended' : 'notStarted';
  if (afterEnd) return 'ended';
  if (!Number.isNaN(start) && now < start) return 'notStarted';
  return input.isOpenLive ? 'live' : 'notStarted';
}

/** The provider's watch page (VITE_LIVE_WATCH_URL overrides the host). */
export const LIVE_WATCH_BASE = ((import.meta.env.VITE_LIVE_WATCH_URL as string | undefined) || 'https://live.polyv.cn/watch').replace(/\/+$/, '');

/** Watch page of a channel; with a signature (authSign) as direct authorisation: userid, ts, sign. */
export function watchUrl(channelId: string, sign?: { userId?: string | null; timestamp: string; sign: string } | null): string {
  const url = new URL(`${LIVE_WATCH_BASE}/${encodeURIComponent(channelId)}`);
  if (sign) {
    if (sign.userId) url.searchParams.set('userid', sign.userId);
    url.searchParams.set('ts', sign.timestamp);
    url.searchParams.set('sign', sign.sign);
  }
  return url.toString();
}
