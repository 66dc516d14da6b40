/** A GraphQL answer whose `errors` list is not empty; the message is the first error's. */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: { message: string }[]) {
    super(errors[0]?.message ?? 'GraphQL error');
  }
}
