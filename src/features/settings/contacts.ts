/**
 * 联系我们: the contact entries of the public site (001 ContactUs) — a person or desk with its
 * phones, e-mail, WeChat and address — under the fixed groups (booth enquiries, visitor services…).
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  contactUsCreate, contactUsDelete, contactUsUpdate, getContactUsGetListQueryOptions, getContactUsGroupQueryOptions,
} from '@gen/api/common-settings/common-settings';
import type { ContactUsEntry, ContactUsEntryInput } from '@gen/api/model';
import { loadLocale } from '@/lib/i18n';

export const contactsQuery = () => getContactUsGetListQueryOptions();
export const contactGroupsQuery = () => getContactUsGroupQueryOptions();

/** What an update sends back of a stored entry (the list switch changes only `isShow`). */
export const contactInput = (c: ContactUsEntry): ContactUsEntryInput => ({
  groupId: c.groupId, name: c.name, nameEn: c.nameEn, phone: c.phone, telephone: c.telephone, email: c.email, wechat: c.wechat, address: c.address,
  addressEn: c.addressEn, showIndex: c.showIndex, isShow: c.isShow,
});

export const contactCalls = {
  create: contactUsCreate,
  update: (id: string, input: ContactUsEntryInput) => contactUsUpdate({ ...input, id }),
  remove: (id: string) => contactUsDelete({ id }),
};

/** The contact page's loader: its interface text, the entries and the groups, fetched with the page's code. */
export const loadContacts = ({ context }: { context: { queryClient: QueryClient } }) =>
  Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(contactsQuery()), context.queryClient.prefetchQuery(contactGroupsQuery())]);
