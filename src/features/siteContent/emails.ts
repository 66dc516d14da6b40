/**
 * 网站邮箱: the Contact-us entries of the public site reached by e-mail (001 ContactUs), read by
 * group with both languages (GetForGroup?isContainsEn=true), one entry by id before it is edited.
 */
import type { QueryClient } from '@tanstack/react-query';
import { contactUsCreate, contactUsDelete, contactUsUpdate, getContactUsGetForGroupQueryOptions, getContactUsGetQueryOptions } from '@gen/api/common-settings/common-settings';
import type { ContactUsEntry, ContactUsEntryInput } from '@gen/api/model';
import { loadLocale } from '@/lib/i18n';

export const emailGroupsQuery = () => getContactUsGetForGroupQueryOptions({ isContainsEn: true });
export const contactEntryQuery = (id: string) => getContactUsGetQueryOptions({ id });

/** What an update sends back of a stored entry: its other ways of contact stay as they are. */
export const entryInput = (c: ContactUsEntry): ContactUsEntryInput => ({
  groupId: c.groupId, name: c.name, nameEn: c.nameEn, phone: c.phone, telephone: c.telephone, email: c.email, wechat: c.wechat, address: c.address,
  addressEn: c.addressEn, showIndex: c.showIndex, isShow: c.isShow,
});

export const emailCalls = {
  create: contactUsCreate,
  update: (entry: ContactUsEntry, values: Partial<ContactUsEntryInput>) => contactUsUpdate({ ...entryInput(entry), ...values, id: entry.id }),
  remove: (id: string) => contactUsDelete({ id }),
};

/** The page's loader: its interface text and the groups with their entries. */
export const loadWebEmail = ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('siteContent'), context.queryClient.prefetchQuery(emailGroupsQuery())]);
