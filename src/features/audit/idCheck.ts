/** Real-name checks (IDCard/Check) and their log (IDCard/GetRecord), for the entrance staff. */
import type { QueryClient } from '@tanstack/react-query';
import { getIdCardGetRecordQueryOptions, idCardCheck } from '@gen/api/company/company';
import { ensureAccepted } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

export const recordsQuery = () => getIdCardGetRecordQueryOptions();

/** true: the name and number belong together; false: they do not. A refused request throws. */
export async function checkIdentity(name: string, idNumber: string): Promise<boolean> {
  const answer = await idCardCheck({ name, idNumber });
  // A refusal (status ≥ 400) throws with the server's words; `data: false` is the answer "no match".
  if (answer.status >= 400) ensureAccepted(answer);
  return answer.data === true;
}

export const loadIdCheck = ({ context }: { context: { queryClient: QueryClient } }) =>
  Promise.all([loadLocale('host'), context.queryClient.prefetchQuery(recordsQuery())]);
