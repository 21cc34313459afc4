import SchemaBuilder from '@pothos/core';
import type { RequestContext } from '../context.js';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string | number } };
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
