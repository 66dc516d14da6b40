import { useQuery } from '@tanstack/react-query';
import { accountCheckUserName, getAccountCheckUserNameMutationKey } from '@gen/api/account/account';
import { AccountCheckUserNameBody } from '@gen/zod/account/account';
import { useDebouncedValue } from '@/components/form/useDebouncedValue';
import { firstError } from './feedback';

export const USER_NAME_CHECK_DELAY_MS = 400;

const wellFormed = (name: string) => AccountCheckUserNameBody.shape.userName.safeParse(name).success;

export interface UserNameCheck {
  /** The server's first error for the name as typed now (taken, not allowed...). */
  error?: string;
  checking: boolean;
  available: boolean;
}

/**
 * Asks the server whether a user name may be registered, ~400 ms after the user stops typing
 * (POST /api/Account/CheckUserName). Names the form itself rejects are not sent.
 */
export function useUserNameCheck(userName: string): UserNameCheck {
  const debounced = useDebouncedValue(userName, USER_NAME_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: [...getAccountCheckUserNameMutationKey(), debounced],
    queryFn: ({ signal }) => accountCheckUserName({ userName: debounced }, undefined, signal),
    enabled: wellFormed(debounced),
    staleTime: 60_000,
    retry: false,
  });
  if (!wellFormed(userName)) return { checking: false, available: false };
  const settled = debounced === userName && !query.isFetching && query.data !== undefined;
  if (!settled) return { checking: debounced !== userName || query.isFetching, available: false };
  return query.data.successed ? { checking: false, available: true } : { checking: false, available: false, error: firstError(query.data) };
}
