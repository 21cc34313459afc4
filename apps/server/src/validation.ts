import { DEFAULT_PAGE, isStorableText, issueMessage } from '@terna/domain';
import { z } from 'zod';
import type { RequestContext } from './context.js';
import { DomainError } from './errors.js';

/**
 * Validates input with a domain schema; failures become BAD_INPUT with per-field message keys. Text
 * PostgreSQL cannot store (a NUL character, half of a surrogate pair: isStorableText) is refused too,
 * in every string and key, whatever the schema.
 */
export function parseInput<S extends z.ZodType>(
  _ctx: Pick<RequestContext, 'locale'>,
  schema: S,
  input: unknown,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const unstorable = unstorableTextPath(result.data);
    if (unstorable !== undefined)
      throw new DomainError('BAD_INPUT', {}, { [unstorable || '_']: { key: 'validation.regex', params: {} } });
    return result.data;
  }
  const fields: Record<string, { key: string; params: Record<string, unknown> }> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issueMessage(issue as Parameters<typeof issueMessage>[0]);
  }
  throw new DomainError('BAD_INPUT', {}, fields);
}

/** The path of the first string (value or key) of parsed input that cannot be stored, or undefined. */
function unstorableTextPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((inner, index) => pending.push([inner, path ? `${path}.${index}` : String(index)]));
    } else if (
      item !== null &&
      typeof item === 'object' &&
      [Object.prototype, null].includes(Object.getPrototypeOf(item))
    ) {
      for (const [key, inner] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return at;
        pending.push([inner, at]);
      }
    }
  }
  return undefined;
}

/**
 * The page and size of a paged query: `page` from 1, `size` from 1 to maxSize. null (a client's unset
 * variable) means the default, like a missing value.
 */
export function pagination(maxSize: number, defaultSize: number) {
  return {
    page: z
      .number()
      .int()
      .min(1)
      .nullish()
      .transform((value) => value ?? DEFAULT_PAGE),
    size: z
      .number()
      .int()
      .min(1)
      .max(maxSize)
      .nullish()
      .transform((value) => value ?? defaultSize),
  };
}
