import type { MeetingsTranslation } from './meetings.zh';

/** The same text in English. */
export const meetingsEn: MeetingsTranslation = {
  description: 'The meetings, forums and launches of this exhibition (including those exhibitors hide), found by start date and keyword; each meeting lists the badge types that admit to it: those open for application before it starts.',
  search: 'Search meeting, organiser or venue',
  empty: 'This exhibition has no meetings or forums yet',
  noMatch: 'No meetings match',
  name: 'Meeting / organiser',
  time: 'Time',
  venue: 'Venue',
  signUps: 'Sign-ups',
  signUpsOf: '{{count}} / {{max}}',
  signUpsOnly: '{{count}} (no limit)',
  badges: 'Admitting badges',
  noBadges: 'No badge admits yet',
  shown: 'Shown',
  plans: {
    title: 'Badge types',
    description: 'The badges of this exhibition with each exhibitor’s default quota and the application window.',
    empty: 'This exhibition has no badge types yet',
    name: 'Badge',
    quota: 'Quota per exhibitor',
    quotaOf: '{{count}}',
    photo: 'ID photo',
    photoNeeded: 'Required',
    photoNotNeeded: 'Not required',
    window: 'Application window',
    noWindow: 'Any time',
    state: 'Applications',
    open: 'Open',
    closed: 'Closed',
  },
};
