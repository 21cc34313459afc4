import { builder } from './builder.js';

/**
 * A GraphQL enum from a tuple of packages/domain: the domain stays the one source of the values, and
 * `descriptions` (one per value, checked by the type) documents each in the schema.
 */
export function enumFromDomain<const Value extends string>(
  name: string,
  values: readonly Value[],
  description: string,
  descriptions: Record<Value, string>,
) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((value) => [value, { value, description: descriptions[value] }])) as {
      [K in Value]: { value: K; description: string };
    },
  });
}
