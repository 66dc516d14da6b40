/**
 * 展商服务 (set/ExServices): the exhibitors' contact persons waiting for the organiser's
 * authentication (first-time ones and change requests), the decisions, a mobile number corrected,
 * a company's contacts, and the period during which exhibitors may edit their contacts.
 */
import {
  contactPersonAuthChange, contactPersonAuthFail, contactPersonAuthPass, contactPersonChangeNumber, contactPersonSetContactTime, getContactGetByCompIdQueryOptions,
  getContactPersonGetAuthWithoutChangeQueryOptions, getContactPersonGetChangeAuthQueryOptions, getContactPersonGetContactTimeQueryOptions,
} from '@gen/api/company/company';
import { CompanyAuditStatus, type ContactPerson } from '@gen/api/model';
import { defineResource, defineStatusMap, ensureAccepted } from '@/components/kit';
import { exServicesPages } from './routes';

export const contactAuths = defineResource(exServicesPages, {
  list: ({ tab, ...request }, exhibitionId) =>
    tab === 'change'
      ? getContactPersonGetChangeAuthQueryOptions({ ...request, exhibitionId })
      : getContactPersonGetAuthWithoutChangeQueryOptions({ ...request, exhibitionId }),
  nameOf: (row: ContactPerson) => row.name,
});

export const authDecisions = {
  pass: async (row: ContactPerson) => ensureAccepted(await contactPersonAuthPass({ id: row.id })),
  approveChange: async (row: ContactPerson) => ensureAccepted(await contactPersonAuthChange({ id: row.id })),
  fail: async (row: ContactPerson, remark: string) => ensureAccepted(await contactPersonAuthFail({ id: row.id, remark })),
  changeNumber: async (row: ContactPerson, phone: string) => ensureAccepted(await contactPersonChangeNumber({ id: row.id, phone })),
};

export const contactAuthStatus = defineStatusMap({
  [CompanyAuditStatus.Pending]: { label: 'host.exServices.status.pending', color: 'orange' },
  [CompanyAuditStatus.Approved]: { label: 'host.exServices.status.approved', color: 'green' },
  [CompanyAuditStatus.Rejected]: { label: 'host.exServices.status.rejected', color: 'red' },
});

export const contactTimeQuery = () => getContactPersonGetContactTimeQueryOptions();
export const saveContactTime = async (exhibitionId: string, startTime: string, endTime: string) =>
  ensureAccepted(await contactPersonSetContactTime({ exhibitionId, startTime, endTime }));

export const companyContactsQuery = (compId: string) => getContactGetByCompIdQueryOptions({ compId });
