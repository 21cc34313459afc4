import SchemaBuilder from '@pothos/core';
import type { RequestContext } from '../context.js';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string | number };
    /** A calendar day, `yyyy-MM-dd`: resolvers return the string a date column holds, or a Date (its UTC day). */
    Date: { Input: string; Output: string | Date };
    /** An instant: resolvers return a Date; it travels as ISO 8601 in UTC (`2026-11-26T08:30:00.000Z`). */
    DateTime: { Input: Date; Output: Date };
    /** A JSON object (never an array or a primitive): the launch wizard's step payloads, parsed by zod. */
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  };
}>({ defaultFieldNullability: false });

builder.queryType({ description: 'What a caller may read: each field checks the realm, company and permission.' });
builder.mutationType({
  description: 'What a caller may change: each field runs in one transaction scoped to the caller.',
});
builder.subscriptionType({
  description:
    'What a caller may listen to, over GraphQL over SSE: each field checks the realm, company, permission and scope when subscribing, and reads each event as the subscriber.',
});
