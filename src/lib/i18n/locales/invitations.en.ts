import type { InvitationsTranslation } from './invitations.zh';

/** The same text in English. */
export const invitationsEn: InvitationsTranslation = {
  description: 'Booth bookings of the companies invited to this exhibition: the kind of booth, its area and count, the hall they want. Filter by booth kind, booking date and keyword, and export the selection as a spreadsheet.',
  search: 'Search company, contact, mobile',
  company: 'Company',
  contact: 'Contact',
  boothTypeLabel: 'Booth kind',
  boothType: { standard: 'Shell scheme', rawSpace: 'Raw space' },
  wanted: 'Area / booths',
  area: '{{area}} m²',
  count: '{{count}} booths',
  hall: 'Hall wanted / booth no.',
  remark: 'Remark',
  createTime: 'Booked on',
};
