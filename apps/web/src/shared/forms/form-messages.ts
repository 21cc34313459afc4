import { toNestErrors } from '@hookform/resolvers';
import { issueMessage } from '@terna/domain';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Issue = Parameters<typeof issueMessage>[0];

/** A zod issue's shared form-message key (`validation.min`) in the user's language, with its parameters. */
export function formMessage(t: TFunction, issue: Issue): string {
  const { key, params } = issueMessage(issue);
  return t(`validation:${key.slice('validation.'.length)}`, params);
}

/**
 * react-hook-form's resolver for a domain schema: keeps only the first issue of each field (the
 * spec shows one message per field) and translates it here, where the issue still carries its
 * parameters (zodResolver keeps the message and drops minimum, maximum and params).
 */
export function translatedZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  t: TFunction,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      errors[path] = { type: issue.code, message: formMessage(t, issue as Issue) };
    }
    return { values: {}, errors: toNestErrors<Input>(errors, options) };
  };
}
