import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import * as domain from '@terna/domain';
import type { ApiRoute } from '../../../src/app.js';
import { requiredArgs, type GraphqlOperation } from '../../support/api-surface.js';
import { ABSENT, graphqlValue, intFor, stringFor, valueForName } from './inputs.js';
import { anyValue, hostileString, nastyString, rarely, RawJson, remoteAddress, toJsonText } from './values.js';
import type { FuzzWorld } from './world.js';

/** One generated HTTP call and what it aims at. */
export interface FuzzCall {
  /** The GraphQL root field or `METHOD url` of the route, for the report. */
  target: string;
  /** The root field whose value in `data` tells a carried-out GraphQL call from a refused one. */
  field?: string;
  request: InjectOptions & { method: string; url: string; headers: Record<string, string> };
}

/** Authorization header values: the members of company A, an observer of one of its processes, and tokens the server must refuse. */
export interface Callers {
  owner: string;
  recruiter: string;
  viewer: string;
  observer: string;
  refused: readonly string[];
  /** The operation answers the observer realm: the observer calls most of the time, so calls get past the realm check. */
  observerFirst?: boolean;
}

/** Who calls: mostly A's owner (so calls reach the services), sometimes a weaker role, nobody, an observer or a refused token. */
const caller = (callers: Callers): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 28, arbitrary: fc.constant({ authorization: callers.owner }) },
    { weight: 3, arbitrary: fc.constant({ authorization: callers.viewer }) },
    { weight: 2, arbitrary: fc.constant({ authorization: callers.recruiter }) },
    { weight: 3, arbitrary: fc.constant({}) },
    {
      weight: callers.observerFirst ? 28 : 1,
      arbitrary: fc.constant({ authorization: callers.observer, realm: 'evexternal' }),
    },
    { weight: 2, arbitrary: fc.constantFrom(...callers.refused).map((authorization) => ({ authorization })) },
  );

/** A cookie value as a client can send it: no separators, no bytes a header cannot carry. */
const encodeCookie = (text: string) => Buffer.from(text, 'utf8').toString('base64url').slice(0, 300);

/** Headers every call may carry: who calls, in which language, and now and then an odd realm or a refresh cookie. */
export const commonHeaders = (callers: Callers): fc.Arbitrary<Record<string, string>> =>
  fc
    .record({
      who: caller(callers),
      language: rarely(fc.constantFrom('es', 'en', 'en-US,en;q=0.9', 'fr', '*', 'xx-\u00ff', ';;;q=abc'), 2, null),
      realm: rarely(fc.constantFrom('evexternal', 'evcore', 'master', 'nonsense'), 30, null),
      cookie: rarely(
        fc.oneof(
          fc.nat().map((n) => createHash('sha256').update(String(n)).digest('hex')),
          nastyString.map(encodeCookie),
        ),
        10,
        null,
      ),
    })
    .map(({ who, language, realm, cookie }) => ({
      ...(realm ? { realm } : {}),
      ...who,
      ...(language ? { 'accept-language': language } : {}),
      ...(cookie !== null ? { cookie: `terna_refresh=${cookie}` } : {}),
    }));

// ---------------------------------------------------------------------------------------------
// GraphQL

/**
 * Every field of the result without required arguments, `levels` object levels down: the resolvers
 * of each field run too. One level: the result's own scalars.
 */
export function selectionOf(type: GraphQLOutputType, levels = 3, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth >= levels) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined))
    .map((field) =>
      isLeafType(getNamedType(field.type)) ? field.name : `${field.name} ${selectionOf(field.type, levels, depth + 1)}`,
    );
  return `{ __typename ${parts.join(' ')} }`;
}

/** A generated value written as a GraphQL literal (enum values bare, where the type says so). */
function literal(value: unknown, type?: GraphQLInputType): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined || value === ABSENT) return 'null';
  if (value instanceof RawJson) return value.literal;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string')
    return inner && isEnumType(inner) && /^[_A-Za-z]\w*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return `[${value.map((item) => literal(item, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[_A-Za-z]\w*$/.test(key) ? key : 'badName'}: ${literal(item, fields[key]?.type)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return 'null';
}

interface GraphqlPayload {
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * How deep a call selects its result: mostly the result's own fields, now and then all of it (each
 * nested resolver then runs on whatever the call left behind).
 */
export const SELECTION_LEVELS = [1, 1, 3] as const;

type DocumentStyle = 'variables' | 'inline' | 'omitArgument' | 'wrongDeclaration' | 'extraVariable';

/** A document calling `operation` with generated arguments, most as variables, some inline or wrongly declared. */
function graphqlPayload(world: FuzzWorld, operation: GraphqlOperation): fc.Arbitrary<GraphqlPayload> {
  const selections = SELECTION_LEVELS.map((levels) => selectionOf(operation.field.type, levels));
  const required = new Set(requiredArgs(operation).map((arg) => arg.name));
  const values = operation.args.map((arg) =>
    fc.option(graphqlValue(world, arg.type, arg.name), { nil: ABSENT, freq: required.has(arg.name) ? 40 : 3 }),
  );
  const style = fc.constantFrom<DocumentStyle>(
    ...Array<DocumentStyle>(12).fill('variables'),
    'inline',
    'inline',
    'inline',
    'omitArgument',
    'wrongDeclaration',
    'extraVariable',
  );
  return fc
    .tuple(fc.tuple(...values), style, fc.nat(), anyValue, fc.nat(SELECTION_LEVELS.length - 1))
    .map(([argValues, chosen, which, extra, level]) => {
      const args = operation.args.map((arg, index) => ({ arg, value: argValues[index] }));
      const variables: Record<string, unknown> = {};
      const declarations: string[] = [];
      const uses: string[] = [];
      const skipped = chosen === 'omitArgument' && args.length ? which % args.length : -1;
      const retyped = chosen === 'wrongDeclaration' && args.length ? which % args.length : -1;
      args.forEach(({ arg, value }, index) => {
        if (index === skipped) return;
        if (chosen === 'inline') {
          if (value !== ABSENT) uses.push(`${arg.name}: ${literal(value, arg.type)}`);
          return;
        }
        const declared =
          index === retyped ? (String(arg.type).includes('String') ? 'Int' : 'String!') : String(arg.type);
        declarations.push(`$${arg.name}: ${declared}`);
        uses.push(`${arg.name}: $${arg.name}`);
        if (value !== ABSENT) variables[arg.name] = value;
      });
      if (chosen === 'extraVariable') variables[`unused${which % 3}`] = extra;
      const head = `${operation.kind} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''}`;
      const call = `${operation.name}${uses.length ? `(${uses.join(', ')})` : ''}`;
      return { field: operation.name, query: `${head} { ${call} ${selections[level]} }`, variables };
    });
}

export const postGraphql = (
  payload: unknown,
  headers: Record<string, string>,
  address: string,
  contentType = 'application/json',
): FuzzCall['request'] => ({
  method: 'POST',
  url: '/graphql',
  headers: { ...headers, 'content-type': contentType },
  payload: typeof payload === 'string' ? payload : toJsonText(payload),
  remoteAddress: address,
});

/** A document calling `operation` with a variable for each of its arguments (one left out of the variables is null). */
export function graphqlDocument(operation: GraphqlOperation, levels = 3): string {
  const declarations = operation.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const uses = operation.args.map((arg) => `${arg.name}: $${arg.name}`);
  return `${operation.kind} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''} { ${operation.name}${uses.length ? `(${uses.join(', ')})` : ''} ${selectionOf(operation.field.type, levels)} }`;
}

/** A call of one root field with generated arguments, by a generated caller. */
export function graphqlCall(world: FuzzWorld, callers: Callers, operation: GraphqlOperation): fc.Arbitrary<FuzzCall> {
  return fc
    .tuple(graphqlPayload(world, operation), commonHeaders(callers), remoteAddress)
    .map(([payload, headers, address]) => ({
      target: operation.name,
      field: payload.field,
      request: postGraphql({ query: payload.query, variables: payload.variables }, headers, address),
    }));
}

const deep = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Requests to /graphql that are not a well-formed call: broken documents, bodies, methods and content types, abuse of aliases and depth. */
export function malformedGraphqlCall(
  world: FuzzWorld,
  callers: Callers,
  operations: readonly GraphqlOperation[],
): fc.Arbitrary<FuzzCall> {
  const base = fc.constantFrom(...operations).chain((operation) => graphqlPayload(world, operation));
  const variants: fc.Arbitrary<(headers: Record<string, string>, address: string) => FuzzCall['request']>[] = [
    fc.tuple(base, fc.nat()).map(
      ([p, cut]) =>
        (h, a) =>
          postGraphql({ query: p.query.slice(0, cut % Math.max(1, p.query.length)), variables: p.variables }, h, a),
    ),
    hostileString.map((query) => (h, a) => postGraphql({ query }, h, a)),
    anyValue.map((query) => (h, a) => postGraphql({ query }, h, a)),
    fc.tuple(base, anyValue).map(
      ([p, variables]) =>
        (h, a) =>
          postGraphql({ query: p.query, variables }, h, a),
    ),
    fc.tuple(base, nastyString).map(
      ([p, operationName]) =>
        (h, a) =>
          postGraphql({ query: p.query, variables: p.variables, operationName }, h, a),
    ),
    fc.tuple(base, base).map(
      ([p, q]) =>
        (h, a) =>
          postGraphql([p, q], h, a),
    ),
    anyValue.map((body) => (h, a) => postGraphql(body, h, a)),
    fc
      .oneof(nastyString, fc.constantFrom('', '{', '{"query":', '{"query": "{ me { id } }"', 'null', '[]', '"x"'))
      .map((text) => (h, a) => postGraphql(text, h, a)),
    fc
      .tuple(
        base,
        fc.constantFrom(
          'text/plain',
          'application/graphql',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
        ),
      )
      .map(
        ([p, type]) =>
          (h, a) =>
            postGraphql(
              type === 'application/graphql' ? p.query : { query: p.query, variables: p.variables },
              h,
              a,
              type,
            ),
      ),
    fc.tuple(base, fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS')).map(([p, method]) => (h, a) => ({
      method,
      url: `/graphql?query=${percentEncode(p.query)}&variables=${percentEncode(toJsonText(p.variables))}`,
      headers: h,
      remoteAddress: a,
    })),
    fc
      .integer({ min: 50, max: 3_000 })
      .map((depth) => (h, a) => postGraphql({ query: `{ me ${deep(depth, '{ __typename a ', ' }', 'b')} }` }, h, a)),
    // A list or object literal in a real argument, from just within the value depth limit to past what the parser survives.
    fc
      .tuple(
        fc.constantFrom(...operations.filter((operation) => operation.args.length)),
        fc.nat(),
        fc.integer({ min: 8, max: 5_000 }),
        fc.boolean(),
      )
      .map(([operation, which, depth, objects]) => (h, a) => {
        const arg = operation.args[which % operation.args.length]!;
        const value = objects ? deep(depth, '{a: ', '}', '1') : deep(depth, '[', ']', '1');
        return postGraphql(
          {
            query: `${operation.kind} { ${operation.name}(${arg.name}: ${value}) ${selectionOf(operation.field.type, 1)} }`,
          },
          h,
          a,
        );
      }),
    fc
      .integer({ min: 5, max: 40 })
      .map(
        (depth) => (h, a) =>
          postGraphql(
            { query: `{ __schema { types { fields { type ${deep(depth, '{ ofType ', ' }', '{ name }')} } } } }` },
            h,
            a,
          ),
      ),
    fc
      .tuple(fc.integer({ min: 10, max: 2_000 }), fc.constantFrom('__typename', 'me { id }', 'countries { code }'))
      .map(([count, field]) => (h, a) => {
        const aliases = Array.from(
          { length: field === '__typename' ? count : Math.min(count, 60) },
          (_, i) => `a${i}: ${field}`,
        );
        return postGraphql({ query: `{ ${aliases.join(' ')} }` }, h, a);
      }),
    fc
      .constantFrom(
        'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
        'query A { me { id } } query B { countries { code } }',
        'subscription { me { id } }',
        '{ me { id @include(if: "yes") } }',
        '{ me { id @skip(if: $undeclared) } }',
        '{ me { nothingHere } }',
        '{ getProcess(id: 1, unknown: 2) { id } }',
        '{ getProcess(id: 99999999999) { id } }',
        '{ getProcess(id: "1") { id } }',
        'mutation { __typename }',
        '{ __type(name: "Process") { name fields { name } } }',
        '# only a comment',
      )
      .map((query) => (h, a) => postGraphql({ query }, h, a)),
    fc
      .integer({ min: 10_000, max: 500_000 })
      .map((size) => (h, a) => postGraphql({ query: `{ me { id } } ${'#'.repeat(size)}` }, h, a)),
  ];
  return fc.tuple(fc.oneof(...variants), commonHeaders(callers), remoteAddress).map(([build, headers, address]) => ({
    target: 'graphql (malformed)',
    request: build(headers, address),
  }));
}

// ---------------------------------------------------------------------------------------------
// REST

/**
 * Names a REST body or query string may use: every argument and input field name of the GraphQL
 * schema (the REST routes are twins of its operations) and every key of the domain's input schemas.
 */
export function inputNames(operations: readonly GraphqlOperation[]): string[] {
  const names = new Set<string>();
  const visitInput = (type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const field of Object.values(named.getFields())) {
      names.add(field.name);
      visitInput(field.type, seen);
    }
  };
  for (const operation of operations) {
    for (const arg of operation.args) {
      names.add(arg.name);
      visitInput(arg.type, new Set());
    }
  }
  for (const exported of Object.values(domain)) {
    const shape = (exported as { shape?: unknown } | null)?.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names].sort();
}

/** encodeURIComponent that takes any string: lone surrogates go out as U+FFFD, as a browser sends them. */
const percentEncode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

const ODD_SEGMENTS = [
  '%E0%A4%A',
  '%',
  '%zz',
  '1e3',
  '0x10',
  '%201',
  '1.5',
  '-0',
  'NaN',
  'Infinity',
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  '01',
  '%2B1',
  '1%20',
  '%D9%A1%D9%A2',
  '1;2',
  '',
];

/** A path parameter called `name`: an id of the kind it names, or anything at all. */
export const segmentFor = (world: FuzzWorld, name: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: intFor(world, name).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    {
      weight: 2,
      arbitrary: fc.oneof(nastyString, stringFor(world, name)).map((text) => percentEncode(text.slice(0, 300))),
    },
  );

/** A JSON object with plausible values under many of the known names: unknown keys are ignored, so wide objects reach the services. */
const wideObject = (world: FuzzWorld, names: readonly string[]) =>
  fc
    .tuple(...names.map((name) => fc.option(valueForName(world, name, true), { nil: ABSENT, freq: 2 })))
    .map((values) => {
      const object: Record<string, unknown> = {};
      names.forEach((name, index) => {
        if (values[index] !== ABSENT) object[name] = values[index];
      });
      return object;
    });

const narrowObject = (world: FuzzWorld, names: readonly string[]) =>
  fc
    .uniqueArray(fc.constantFrom(...names), { maxLength: 5 })
    .chain((keys) =>
      fc
        .tuple(...keys.map((key) => valueForName(world, key)))
        .map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]]))),
    );

/** Past the 1 MB body limit; built once, on first use. */
let oversizedJson: string | undefined;

interface Body {
  payload?: string;
  contentType?: string;
}

const body = (world: FuzzWorld, names: readonly string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 60,
      arbitrary: wideObject(world, names).map((object) => ({
        payload: toJsonText(object),
        contentType: 'application/json',
      })),
    },
    {
      weight: 40,
      arbitrary: narrowObject(world, names).map((object) => ({
        payload: toJsonText(object),
        contentType: 'application/json',
      })),
    },
    {
      weight: 10,
      arbitrary: anyValue.map((value) => ({ payload: toJsonText(value), contentType: 'application/json' })),
    },
    { weight: 10, arbitrary: fc.constant({}) },
    {
      weight: 10,
      arbitrary: fc
        .constantFrom('', '{', '{"id":', 'null', '"', '\u0000', '[1,2', '{"a":1}{"b":2}')
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 10,
      arbitrary: fc
        .tuple(
          hostileString,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=----x',
            'application/xml',
            'application/json; charset=latin1',
            'image/png',
          ),
        )
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc.constant(null).map(() => ({
        payload: (oversizedJson ??= `{"pad":"${'a'.repeat(1_100_000)}"}`),
        contentType: 'application/json',
      })),
    },
  );

const queryString = (world: FuzzWorld, names: readonly string[]): fc.Arbitrary<string> =>
  rarely(
    fc
      .array(
        fc.tuple(fc.constantFrom(...names, '__proto__', 'a[b]'), fc.oneof(valueForName(world, 'id'), nastyString)),
        { minLength: 1, maxLength: 4 },
      )
      .map(
        (pairs) =>
          `?${pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode((typeof value === 'string' ? value : toJsonText(value)).slice(0, 2_000))}`).join('&')}`,
      ),
    4,
    '',
  );

/** A call of one REST route: generated path parameters, query string, body, content type and caller. */
export function restCall(
  world: FuzzWorld,
  callers: Callers,
  route: ApiRoute,
  names: readonly string[],
): fc.Arbitrary<FuzzCall> {
  const params = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) =>
    match[1] ? segmentFor(world, match[1]) : fc.webPath(),
  );
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc
    .tuple(
      fc.tuple(...params),
      queryString(world, names),
      hasBody ? body(world, names) : fc.constant<Body>({}),
      commonHeaders(callers),
      remoteAddress,
    )
    .map(([segments, query, { payload, contentType }, headers, address]) => {
      let next = 0;
      const url = route.url.replace(/:(\w+)|\*/g, () => segments[next++]!);
      return {
        target: `${route.method} ${route.url}`,
        request: {
          method: route.method,
          url: `${url}${query}`,
          headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
          ...(payload !== undefined ? { payload } : {}),
          remoteAddress: address,
        },
      };
    });
}
