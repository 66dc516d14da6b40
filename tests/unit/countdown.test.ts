/** The countdown to an exhibition's start (001 §9): d/h/m/s zero-padded, 'finished' after it, '--' without a date. */
import { describe, expect, it } from 'vitest';
import { countdown } from '@/features/home/countdown';

const start = '2027-03-18T09:00:00+08:00';
const at = (iso: string) => Date.parse(iso);

describe('countdown', () => {
  it('pads days, hours, minutes and seconds to two digits', () => {
    expect(countdown(start, at('2027-03-17T07:58:57+08:00'))).toEqual({ days: '01', hours: '01', minutes: '01', seconds: '03' });
    expect(countdown(start, at('2027-03-18T08:59:59+08:00'))).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '01' });
    expect(countdown(start, at('2027-03-08T09:00:00+08:00'))).toEqual({ days: '10', hours: '00', minutes: '00', seconds: '00' });
  });

  it('keeps more than 99 days whole', () => {
    expect(countdown(start, at('2026-11-18T09:00:00+08:00'))).toEqual({ days: '120', hours: '00', minutes: '00', seconds: '00' });
  });

  it('rounds a part of a second up, so the last second is 01, never 00', () => {
    expect(countdown(start, at('2027-03-18T08:59:59.500+08:00'))).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '01' });
  });

  it('accepts a Date, a number or a string for either side', () => {
    expect(countdown(new Date(start), new Date('2027-03-18T08:00:00+08:00'))).toEqual({ days: '00', hours: '01', minutes: '00', seconds: '00' });
    expect(countdown(at(start), at('2027-03-18T08:30:00+08:00'))).toEqual({ days: '00', hours: '00', minutes: '30', seconds: '00' });
  });

  it('is finished at and after the start', () => {
    expect(countdown(start, at(start))).toBe('finished');
    expect(countdown(start, at('2027-03-18T09:00:01+08:00'))).toBe('finished');
    expect(countdown('2020-01-01', Date.now())).toBe('finished');
  });

  it('shows -- when there is no date (or no valid one)', () => {
    expect(countdown(undefined, Date.now())).toBe('--');
    expect(countdown(null, Date.now())).toBe('--');
    expect(countdown('', Date.now())).toBe('--');
    expect(countdown('not a date', Date.now())).toBe('--');
  });
});
