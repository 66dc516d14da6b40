/**
 * The signed-in exhibitor's company as the template pages need it: read with companyGet, saved
 * with PUT /api/Company/update (companyUpdateProfile) carrying the new templateType/templateConfig.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyUpdateProfile, getCompanyGetQueryKey, useCompanyGet } from '@gen/api/company/company';
import type { Company, CompanyResult, CompanyTemplateType, CompanyUpdateProfileBody } from '@gen/api/model';
import { ensureAccepted } from '@/components/kit';
import { session, useSession } from '@/lib/session/store';
import type { DefaultCopy } from './blocks';

export interface TemplatePatch {
  templateType: CompanyTemplateType;
  templateConfig: string;
}

/** Display names and server-kept fields of Company that are not part of the update body. */
const NOT_SENT = new Set(['natureName', 'businessTypeName', 'industryName', 'createTime', 'updateTime', 'agentId']);

/** The update body: the company as it is (blank fields left out), with the template changed. */
export function toProfileBody(company: Company, patch: TemplatePatch): CompanyUpdateProfileBody {
  const kept = Object.fromEntries(Object.entries(company).filter(([key, value]) => !NOT_SENT.has(key) && value !== null && value !== undefined && value !== ''));
  return { ...kept, ...patch, id: company.id, name: company.name, isEnable: company.isEnable } as CompanyUpdateProfileBody;
}

/** The signed-in exhibitor's company, fresh from the server. */
export function useTemplateCompany() {
  const compId = useSession((s) => s.company?.id ?? '');
  const query = useCompanyGet({ id: compId }, { query: { enabled: Boolean(compId) } });
  return { compId, query };
}

/** Saves the template of a company; the cached company and the session follow. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return async (company: Company, patch: TemplatePatch): Promise<Company> => {
    ensureAccepted(await companyUpdateProfile(toProfileBody(company, patch)));
    const saved: Company = { ...company, ...patch };
    const key = getCompanyGetQueryKey({ id: company.id });
    queryClient.setQueryData<CompanyResult>(key, (old) => (old ? { ...old, data: saved } : old));
    const current = session.get().company;
    if (current?.id === company.id) session.set({ company: { ...current, ...patch } });
    void queryClient.invalidateQueries({ queryKey: key });
    return saved;
  };
}

/** The words of the templates' default pages in the interface language. */
export function useDefaultCopy(): DefaultCopy {
  const { t } = useTranslation();
  return t('template.defaults', { returnObjects: true }) as DefaultCopy;
}
