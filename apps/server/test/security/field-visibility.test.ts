import {
  getNamedType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  isNonNullType,
  isObjectType,
  type GraphQLField,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GRANTS, type Role } from '@terna/domain';
import { enforceFieldVisibility, fieldVisibility, visibleWith } from '../../src/graphql/field-visibility.js';
import { schema } from '../../src/graphql/schema.js';
import { testSuite } from '../support/suite.js';
import { callableEntries, type GraphqlEntry } from './operation-catalogue.js';
import { buildWorld, type World } from './world.js';

/**
 * Field-level access: every object field marked with visibleWith, found by walking the schema, is
 * queried by each role. A role holding none of the field's permissions gets null for every
 * occurrence (and no error: the rest of its screen still loads); a role holding one gets the value.
 * A field marked later is covered without touching this file.
 */
const { t, owner, recruiter, viewer } = testSuite({ members: ['recruiter', 'viewer'] });
const tokens = (): Record<Role, string> => ({ OWNER: owner.token, RECRUITER: recruiter.token, VIEWER: viewer.token });
let world: World;

beforeAll(async () => {
  const plan = await t.buildPlan(owner.company.id, 'PROCESS', 25);
  await t.buildPlan(owner.company.id, 'CREDIT', 40);
  await t.buildPlan(owner.company.id, 'TALENT_POOL', 7);
  await t.buildPlan(owner.company.id, 'RELIABILITY', 20);
  world = await buildWorld(t, {
    companyId: owner.company.id,
    userId: owner.user.id,
    userEmail: owner.user.email,
    processPlanConfigId: plan.planConfigId,
    label: 'visible',
  });
});

interface MarkedField {
  name: string;
  permissions: readonly string[];
  /** A query reaching every occurrence the shortest way from a root field, and the path of field names to read. */
  query: string;
  variables: Record<string, unknown>;
  path: string[];
}

const needsArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

/** Breadth-first from the query root's fields to each object type: the shortest chain of fields to it. */
function routesToTypes(): Map<string, GraphQLField<unknown, unknown>[]> {
  const routes = new Map<string, GraphQLField<unknown, unknown>[]>();
  let frontier: [GraphQLObjectType, GraphQLField<unknown, unknown>[]][] = [[schema.getQueryType()!, []]];
  while (frontier.length) {
    const next: typeof frontier = [];
    for (const [type, chain] of frontier) {
      for (const field of Object.values(type.getFields())) {
        const target = getNamedType(field.type);
        if (!isObjectType(target) || routes.has(target.name) || (chain.length > 0 && needsArgs(field))) continue;
        routes.set(target.name, [...chain, field]);
        next.push([target, [...chain, field]]);
      }
    }
    frontier = next;
  }
  return routes;
}

function markedFields(): MarkedField[] {
  const routes = routesToTypes();
  const queries = new Map(
    callableEntries().flatMap((entry) =>
      entry.kind === 'graphql' && entry.operation === 'query' ? [[entry.name, entry]] : [],
    ),
  );
  const marked: MarkedField[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const permissions = fieldVisibility(field);
      if (!permissions) continue;
      const chain = routes.get(type.name);
      if (!chain) throw new Error(`${type.name}.${field.name} is marked but no query reaches ${type.name}`);
      const [root, ...rest] = chain;
      const entry = queries.get(root!.name) as GraphqlEntry | undefined;
      const variables = needsArgs(root!) ? entry!.args(world) : {};
      const used = root!.args.filter((arg) => arg.name in variables);
      const declared = used.length ? `(${used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ')})` : '';
      const passed = used.length ? `(${used.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
      const selection = [...rest.map((step) => step.name), field.name].reduceRight(
        (inner, name) => `${name} { ${inner} }`,
      );
      marked.push({
        name: `${type.name}.${field.name}`,
        permissions,
        query: `query Marked${declared} { ${root!.name}${passed} { ${selection} } }`,
        variables,
        path: [...chain.map((step) => step.name), field.name],
      });
    }
  }
  return marked;
}

/** Every value at the end of `path`, lists flattened. */
function valuesAt(data: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return [data];
  if (data === null || typeof data !== 'object') return [];
  return valuesAt((data as Record<string, unknown>)[path[0]!], path.slice(1));
}

describe('fields a role may not see', () => {
  it('the credit balances are among the marked fields (so this suite never passes on an empty list)', () => {
    expect(markedFields().map((field) => field.name)).toEqual(
      expect.arrayContaining(['ClientInfo.availableBalance', 'ClientPlan.credit', 'CreditAccount.availableBalance']),
    );
  });

  it('each role gets a value exactly where ROLE_GRANTS gives it one of the field’s permissions, and null elsewhere', async () => {
    for (const field of markedFields()) {
      for (const [role, token] of Object.entries(tokens()) as [Role, string][]) {
        const body = await t.gql(token, field.query, field.variables);
        const where = `${field.name} as ${role}: ${JSON.stringify(body).slice(0, 300)}`;
        expect(body.errors, where).toBeUndefined();
        const values = valuesAt(body.data, field.path);
        expect(values.length, where).toBeGreaterThan(0);
        const sees = field.permissions.some((permission) => ROLE_GRANTS[role].includes(permission as never));
        expect(values.filter((value) => value === null).length, where).toBe(sees ? 0 : values.length);
      }
    }
  });

  it('a viewer gets the credit balances as null', async () => {
    const body = await t.gql<{ clientInfo: { availableBalance: number | null; plans: { credit: number | null }[] } }>(
      viewer.token,
      '{ clientInfo { commercialName availableBalance plans { credit planConfig { creditAccount { availableBalance } } } } }',
    );
    expect(body.data!.clientInfo).toMatchObject({
      commercialName: owner.company.commercialName,
      availableBalance: null,
    });
    expect(body.data!.clientInfo.plans.map((plan) => plan.credit)).toEqual([null, null, null, null]);
    const asOwner = await t.gql<{ clientInfo: { availableBalance: number; plans: { credit: number }[] } }>(
      owner.token,
      '{ clientInfo { availableBalance plans { credit } } }',
    );
    expect(asOwner.data!.clientInfo.availableBalance).toBe(40);
    expect(asOwner.data!.clientInfo.plans.map((plan) => plan.credit)).toEqual([25, 40, 7, 20]);
  });

  it('a marked field that cannot be null is refused when the schema is built', () => {
    const query = new GraphQLObjectType({
      name: 'Query',
      fields: {
        balance: { type: new GraphQLNonNull(GraphQLInt), extensions: visibleWith(['dashboard.credits']).extensions },
      },
    });
    expect(() => enforceFieldVisibility(new GraphQLSchema({ query }))).toThrow(
      'Query.balance is visible only with a permission, so it must be nullable',
    );
  });
});
