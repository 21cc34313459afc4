import { getNamedType, isNonNullType, type GraphQLArgument, type GraphQLField, type GraphQLNamedType } from 'graphql';
import { schema } from '../../src/graphql/schema.js';

/**
 * The API as the server declares it: every GraphQL root field from the schema and every REST route
 * from the route table (TestApp.routes). The security suites walk these lists instead of hand-written
 * ones, so an operation added later is tested, or makes its suite fail until it is covered.
 */
export interface GraphqlOperation {
  kind: 'query' | 'mutation';
  name: string;
  args: readonly GraphQLArgument[];
  /** The named type of the field's result (its list and non-null wrappers removed). */
  returns: GraphQLNamedType;
  field: GraphQLField<unknown, unknown>;
}

export function graphqlOperations(): GraphqlOperation[] {
  const operations: GraphqlOperation[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {})) {
      operations.push({ kind, name: field.name, args: field.args, returns: getNamedType(field.type), field });
    }
  }
  return operations;
}

/** Arguments a caller must send. */
export function requiredArgs(operation: GraphqlOperation): GraphQLArgument[] {
  return operation.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
}

/** `GET /process-web/process/:id/people` style key for a route. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
