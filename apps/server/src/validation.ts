import { issueMessage } from '@terna/domain';
import type { z } from 'zod';
import type { RequestContext } from './context.js';
import { DomainError } from './errors.js';

/** Validates input with a domain schema; failures become BAD_INPUT with per-field message keys. */
export function parseInput<S extends z.ZodType>(_ctx: Pick<RequestContext, 'locale'>, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, { key: string; params: Record<string, unknown> }> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issueMessage(issue as Parameters<typeof issueMessage>[0]);
  }
  throw new DomainError('BAD_INPUT', {}, fields);
}
