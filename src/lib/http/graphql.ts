/**
 * Fetcher for the generated live GraphQL hooks: every operation is posted through the shared
 * HTTP client to /live/graphql?queryName=<operation name> (001 §7 "Live management").
 */
import { apiClient } from './client';
import { GraphQLRequestError } from './errors';

export const LIVE_GRAPHQL_PATH = '/live/graphql';

interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string }[];
}

export function operationName(document: string): string {
  const match = /\b(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document);
  if (!match?.[1]) throw new Error('GraphQL operation documents must be named');
  return match[1];
}

export { GraphQLRequestError };

export function liveFetcher<TData, TVariables>(
  query: string | { toString(): string },
  variables?: TVariables,
  headers?: RequestInit['headers'],
): () => Promise<TData> {
  const document = query.toString();
  const queryName = operationName(document);
  return async () => {
    const body = await apiClient<GraphQLResponse<TData>>({
      url: LIVE_GRAPHQL_PATH,
      method: 'POST',
      params: { queryName },
      data: { query: document, variables, operationName: queryName },
      headers: headers ? Object.fromEntries(new Headers(headers)) : undefined,
    });
    if (body.errors?.length) throw new GraphQLRequestError(body.errors);
    return body.data as TData;
  };
}
