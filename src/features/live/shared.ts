/** Small pieces shared by the live pages. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/components/feedback/outcome';
import { GraphQLRequestError } from '@/lib/http/graphql';

/** Banner type of the registration form (001 §9). */
export const REG_FORM = 'reg-form';

/** The server's words for a failed call: a GraphQL `errors` message or the REST envelope's. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.message;
  return failureMessage(error);
}

/** The name in the current language: the English one when the interface is English and one exists. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useCallback((name: string, nameEn?: string | null) => (english && nameEn ? nameEn : name), [english]);
}
