import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { notYetBuilt, specOperations, type SpecOperation } from './spec-operations.js';

// The printed schema, as a client sees it: the one apps/web's codegen reads (schema.test.ts keeps it equal to the code).
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const rootOf = (kind: SpecOperation['kind']): GraphQLObjectType | null | undefined =>
  kind === 'query' ? schema.getQueryType() : schema.getMutationType();
const fieldOf = (operation: SpecOperation) => rootOf(operation.kind)?.getFields()[operation.name];

describe('the operations of the spec', () => {
  it.each(
    specOperations.map((operation) => [`${operation.kind} ${operation.name} (spec ${operation.source})`, operation]),
  )('%s exists with the spec’s argument names', (_, operation) => {
    const field = fieldOf(operation);
    expect(field, `${operation.name} is not a ${operation.kind}`).toBeDefined();
    expect(field!.args.map((arg) => arg.name)).toEqual(expect.arrayContaining([...operation.args]));
  });

  it.each(
    notYetBuilt.map((operation) => [`${operation.kind} ${operation.name} (spec ${operation.source})`, operation]),
  )('%s is not built yet: once it is, move it to specOperations with its arguments', (_, operation) => {
    expect(rootOf('query')?.getFields()[operation.name]).toBeUndefined();
    expect(rootOf('mutation')?.getFields()[operation.name]).toBeUndefined();
  });

  it('lists each operation once', () => {
    const names = [...specOperations, ...notYetBuilt].map((operation) => `${operation.kind} ${operation.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
