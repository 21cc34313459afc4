import { readFileSync } from 'node:fs';
import { validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { testSuite } from '../support/suite.js';
import { createTestApp } from '../support/test-app.js';
import { GRAPHQL_LIMITS, limitRules, parseWithLimits } from '../../src/graphql/limits.js';
import { schema } from '../../src/graphql/schema.js';

/** Every operation the web app sends, from the codegen map's keys (each key is one document's source). */
function webDocuments(): { name: string; source: string }[] {
  const text = readFileSync(new URL('../../../web/src/gql/gql.ts', import.meta.url), 'utf8');
  const sources = [...text.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof types\./gm)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  const fragments = sources.filter((source) => source.trim().startsWith('fragment')).join('\n');
  return sources
    .filter((source) => !source.trim().startsWith('fragment'))
    .map((source) => ({
      name: source.match(/(?:query|mutation)\s+(\w+)/)?.[1] ?? source.slice(0, 40),
      source: `${source}\n${fragments}`,
    }));
}

describe('GraphQL limits', () => {
  it('let every operation of the web app through', () => {
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(30);
    for (const { name, source } of documents) {
      const errors = validate(schema, parseWithLimits(source, 'es'), limitRules('es'));
      expect(
        errors.map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });

  const { t, owner, process } = testSuite({ process: { status: 'LAUNCHED' } });
  // The limit is checked as the operation is entered, before any other rule looks at the fields.
  const nest = (levels: number): string => (levels === 0 ? 'id' : `me { ${nest(levels - 1)} }`);

  it('refuse a document nested deeper than the limit, translated, before anything runs', async () => {
    const query = `{ ${nest(GRAPHQL_LIMITS.depth + 1)} }`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query },
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors[0].message).toBe('The query is too large or too complex.');
    expect(body.data).toBeUndefined();
  });

  it('refuse more aliases than the limit: a batch of mutations in one document writes nothing', async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.aliases + 1 },
      (_, i) => `t${i}: createProcessTag(processId: ${process.id}, label: "alias ${i}") { id }`,
    );
    const body = await t.gql(owner.token, `mutation { ${aliases.join('\n')} }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toBe('La consulta es demasiado grande o compleja.');
    const tags = await t.gql<{ getTagsConfig: { tags: unknown[] } }>(
      owner.token,
      `query($id: Int!) { getTagsConfig(processId: $id) { tags { label } } }`,
      { id: process.id },
    );
    expect(JSON.stringify(tags.data)).not.toContain('alias');
  });

  it('refuse a document with more tokens than the limit', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.tokens }, () => 'id').join(' ');
    const body = await t.gql(owner.token, `{ me { ${fields} } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.extensions?.limit).toBe('tokens');
  });

  it('refuse a document whose cost is over the limit even when depth and aliases are within theirs', async () => {
    // The people tab's own list, asked four times over in one document.
    const { source } = webDocuments().find((document) => document.name === 'ProcessPersonPaginated')!;
    const start = source.indexOf('processPersonPaginated(');
    const end = source.indexOf('\n  }\n', start);
    const field = source.slice(start, end);
    const query = `${source.slice(0, start)}${[0, 1, 2, 3].map((i) => `list${i}: ${field}`).join('\n')}${source.slice(end)}`;
    const body = await t.gql(owner.token, query, { processId: process.id });
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.extensions?.limit).toBe('cost');
  });
});

describe('introspection', () => {
  const introspect = '{ __schema { queryType { name } } }';

  it('answers while developing (the codegen and tests use the committed schema, not this)', async () => {
    const t = await createTestApp({ production: false });
    try {
      const body = await t.gql<{ __schema: { queryType: { name: string } } }>(null, introspect);
      expect(body.data?.__schema.queryType.name).toBe('Query');
    } finally {
      await t.close();
    }
  });

  it('is refused with NODE_ENV=production, __type too, and no error hints at the names of the schema', async () => {
    const t = await createTestApp({ production: true });
    try {
      const misspelt = await t.gql(null, '{ processPersonPaginatd(processId: 1) { total } }');
      expect(misspelt.errors?.[0]?.message).toBe('Cannot query field "processPersonPaginatd" on type "Query".');
      for (const query of [introspect, '{ __type(name: "Query") { name } }']) {
        const body = await t.gql(null, query);
        expect(body.data ?? undefined).toBeUndefined();
        expect(JSON.stringify(body.errors)).toMatch(/introspection/i);
      }
    } finally {
      await t.close();
    }
  });
});

describe('schema suggestions', () => {
  const updateMe = 'mutation ($dataMe: DataMeInput!) { updateMe(dataMe: $dataMe) { id } }';
  /** Each misspelling graphql-js would answer with a "Did you mean …?" naming part of the schema. */
  const misspellings = [
    { query: updateMe, variables: { dataMe: { languag: 'es' } } },
    { query: updateMe, variables: { dataMe: { language: 'ES' } } },
    { query: 'mutation { updateMe(dataMe: { language: ES }) { id } }', variables: {} },
    { query: '{ me { firstNam } }', variables: {} },
  ];

  it('are left out of every error with NODE_ENV=production, variables included', async () => {
    const t = await createTestApp({ production: true });
    try {
      const member = await t.buildMember();
      for (const { query, variables } of misspellings) {
        const body = await t.gql(member.token, query, variables);
        expect(body.data ?? undefined).toBeUndefined();
        expect(body.errors?.length).toBeGreaterThan(0);
        for (const error of body.errors ?? []) expect(error.message).not.toMatch(/did you mean/i);
      }
      const enumValue = await t.gql(member.token, updateMe, { dataMe: { language: 'ES' } });
      expect(enumValue.errors?.[0]?.message).toBe(
        'Variable "$dataMe" got invalid value "ES" at "dataMe.language"; Value "ES" does not exist in "Locale" enum.',
      );
      expect(enumValue.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    } finally {
      await t.close();
    }
  });

  it('stay while developing', async () => {
    const t = await createTestApp({ production: false });
    try {
      const member = await t.buildMember();
      for (const { query, variables } of misspellings) {
        const body = await t.gql(member.token, query, variables);
        expect(body.errors?.[0]?.message).toMatch(/Did you mean/);
      }
    } finally {
      await t.close();
    }
  });
});
