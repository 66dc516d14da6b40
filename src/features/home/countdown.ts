/**
 * The countdown to an exhibition's start (001 §9): days, hours, minutes and seconds, each
 * zero-padded to two digits; 'finished' once the time has come; '--' when there is no date.
 */
import dayjs from 'dayjs';

export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export type Countdown = CountdownParts | 'finished' | '--';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left from `now` until `target`.
 * @example countdown('2027-03-18T09:00:00+08:00', Date.parse('2027-03-17T07:58:57+08:00')) // { days: '01', hours: '01', minutes: '01', seconds: '03' }
 * @example countdown('2020-01-01', Date.now()) // 'finished'
 * @example countdown(undefined, Date.now()) // '--'
 */
export function countdown(target: string | number | Date | null | undefined, now: number | Date): Countdown {
  if (target === null || target === undefined || target === '') return '--';
  const end = dayjs(target);
  if (!end.isValid()) return '--';
  const left = end.valueOf() - (typeof now === 'number' ? now : now.getTime());
  if (left <= 0) return 'finished';
  // Whole seconds left, rounded up: the last second shows 00:00:01 rather than 00:00:00.
  const ms = Math.ceil(left / SECOND) * SECOND;
  return {
    days: pad(Math.floor(ms / DAY)),
    hours: pad(Math.floor((ms % DAY) / HOUR)),
    minutes: pad(Math.floor((ms % HOUR) / MINUTE)),
    seconds: pad(Math.floor((ms % MINUTE) / SECOND)),
  };
}
