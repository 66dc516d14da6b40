import { AxiosError, type AxiosResponse } from 'axios';
import { i18n } from '../i18n';

/** A GraphQL answer whose `errors` list is not empty; the message is the first error's. */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: { message: string }[]) {
    super(errors[0]?.message ?? 'GraphQL error');
  }
}

/**
 * A 2xx answer the app cannot use: not JSON (a proxy's HTML error page, a truncated body), not the
 * `{ status, data }` envelope, or (in development and tests) not the shape the contract gives.
 * It is an AxiosError with the response, so code that handles server errors handles it too; its
 * message is the localised text the user sees, the technical reasons are in `problems`.
 */
export class UnreadableAnswerError extends AxiosError {
  constructor(
    response: AxiosResponse,
    readonly problems: string[],
  ) {
    super(i18n.t('errors.badResponse'), 'ERR_UNREADABLE_ANSWER', response.config, response.request, response);
    this.name = 'UnreadableAnswerError';
  }
}

export function isUnreadableAnswer(error: unknown): error is UnreadableAnswerError {
  return error instanceof UnreadableAnswerError;
}
