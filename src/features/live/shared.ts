/** Small pieces shared by the live pages. */
import { failureMessage } from '@/components/feedback/outcome';
import { GraphQLRequestError } from '@/lib/http/graphql';

/** Banner type of the registration form (001 §9). */
export const REG_FORM = 'reg-form';

/** The server's words for a failed call: a GraphQL `errors` message or the REST envelope's. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.message;
  return failureMessage(error);
}

export { useLocalName } from '@/lib/i18n/useLocalName';
