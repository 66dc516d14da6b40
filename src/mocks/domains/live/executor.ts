/**
 * Executes a live GraphQL request against graphql/schema.graphql with graphql-js. Its own module
 * so that graphql-js loads with the first live call (the handler imports it on demand).
 */
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import schemaSource from '../../../../graphql/schema.graphql?raw';
import type { Ctx } from './helpers';

/** Built once; the root fields hand out the group objects of the request's context. */
let executable: GraphQLSchema | undefined;

export function liveSchema(): GraphQLSchema {
  if (executable) return executable;
  const schema = buildSchema(schemaSource);
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      field.resolve = (_root, _args, ctx: Ctx) => ctx.api[kind][field.name];
    }
  }
  executable = schema;
  return schema;
}

export function executeLive(request: { source: string; variableValues?: Record<string, unknown>; operationName?: string; contextValue: Ctx }) {
  return graphql({ schema: liveSchema(), rootValue: {}, ...request });
}
