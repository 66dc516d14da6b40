/** Where a live stands for its viewers: the provider's watch status, bounded by the live's schedule. */
import { describe, expect, it } from 'vitest';
import { liveState } from '@/features/live/liveAuth';

const NOW = Date.parse('2026-11-23T12:00:00+08:00');
const at = (iso: string) => iso;

describe('liveState', () => {
  it('a stream scheduled for next year has not started, even when the provider says "live"', () => {
    expect(liveState({ watchStatus: 'live', start: at('2027-03-18T13:30:00+08:00'), end: at('2027-03-18T17:00:00+08:00'), isOpenLive: true }, NOW)).toBe('notStarted');
  });

  it('believes the provider from an hour before the start (sound checks, a warm-up)', () => {
    expect(liveState({ watchStatus: 'live', start: at('2026-11-23T12:45:00+08:00') }, NOW)).toBe('live');
    expect(liveState({ watchStatus: 'waiting', start: at('2026-11-23T12:45:00+08:00') }, NOW)).toBe('notStarted');
  });

  it('a stream running over its end stays live; a waiting channel after the end has ended', () => {
    expect(liveState({ watchStatus: 'live', start: at('2026-11-23T09:00:00+08:00'), end: at('2026-11-23T11:30:00+08:00') }, NOW)).toBe('live');
    expect(liveState({ watchStatus: 'waiting', start: at('2026-11-23T09:00:00+08:00'), end: at('2026-11-23T11:30:00+08:00') }, NOW)).toBe('ended');
    expect(liveState({ watchStatus: 'playback', start: at('2026-11-20T09:00:00+08:00') }, NOW)).toBe('ended');
  });

  it('without a provider status, the schedule and the open flag decide', () => {
    expect(liveState({ start: at('2026-11-23T13:00:00+08:00'), isOpenLive: true }, NOW)).toBe('notStarted');
    expect(liveState({ start: at('2026-11-23T11:00:00+08:00'), end: at('2026-11-23T13:00:00+08:00'), isOpenLive: true }, NOW)).toBe('live');
    expect(liveState({ start: at('2026-11-23T09:00:00+08:00'), end: at('2026-11-23T11:00:00+08:00'), isOpenLive: true }, NOW)).toBe('ended');
    expect(liveState({ isOpenLive: false }, NOW)).toBe('notStarted');
  });
});
