import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';
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

/**
 * A well-typed literal for an argument, so a call passes GraphQL validation and only the check under
 * test can stop it; numbers and ids are `id` (a test passes one of the caller's own rows).
 */
export function argumentLiteral(type: GraphQLInputType, id: number): string {
  if (isNonNullType(type)) return argumentLiteral(type.ofType, id);
  if (isListType(type)) return `[${argumentLiteral(type.ofType, id)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return `{ ${fields.map((field) => `${field.name}: ${argumentLiteral(field.type, id)}`).join(', ')} }`;
  }
  if (type.name === 'Int' || type.name === 'Float' || type.name === 'ID') return String(id);
  if (type.name === 'Boolean') return 'true';
  if (type.name === 'JSONObject') return '{}';
  return JSON.stringify('2030-01-01');
}

/** The smallest document that calls the operation: its required arguments, and `__typename` of an object. */
export function minimalDocument(
  kind: string,
  operation: Pick<GraphqlOperation, 'name' | 'args' | 'returns'>,
  id: number,
): string {
  const args = requiredArgs(operation as GraphqlOperation).map(
    (arg) => `${arg.name}: ${argumentLiteral(arg.type, id)}`,
  );
  const selection = isLeafType(operation.returns) ? '' : ' { __typename }';
  return `${kind} { ${operation.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}
