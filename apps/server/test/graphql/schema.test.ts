import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

describe('the committed GraphQL schema', () => {
  it('matches the code (run `npm run codegen` after changing the API)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });
});
