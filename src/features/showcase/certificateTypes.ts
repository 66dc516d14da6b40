import { useCertificateTypeGetList } from '@gen/api/showcase/showcase';
import type { CertificateType, CertificateTypeListResult } from '@gen/api/model';
import { useExhibitorLang, type SelectOption } from '@/components/kit';

/** A certificate type's name in the area's language (the English name when the English area has one). */
export function useTypeName() {
  const lang = useExhibitorLang();
  return (type: Pick<CertificateType, 'name' | 'nameEn'>) => (lang === 'En' && type.nameEn ? type.nameEn : type.name);
}

/** The certificate type dictionary (GET /api/certificateType/GetList), cached for the session. */
export function useCertificateTypes() {
  return useCertificateTypeGetList(undefined, { query: { staleTime: 10 * 60_000 } });
}

/** Select options of the type dictionary. */
export function typeOptions(result: CertificateTypeListResult, nameOf: (type: CertificateType) => string): SelectOption[] {
  return result.data.map((type) => ({ value: type.id, label: nameOf(type) }));
}
