import { z } from 'zod';
import { msg } from '../validation/messages.js';

export const CLONE_NAME_MIN = 10;
export const CLONE_NAME_MAX = 150;
const WORD = '[A-Za-z0-9ÁÉÍÓÚáéíóúÑñ()\\-]+';
/** Letters, digits, accented Spanish vowels, ñ, hyphen and parentheses, single spaces between words. */
export const CLONE_NAME_PATTERN = new RegExp(`^${WORD}( ${WORD})*$`);
export const CLONE_SUFFIX = ' (COPIA)';

export const cloneNameSchema = z
  .string({ error: msg('required') })
  .min(1, msg('required'))
  .min(CLONE_NAME_MIN, msg('min'))
  .max(CLONE_NAME_MAX, msg('max'))
  .regex(CLONE_NAME_PATTERN, msg('regex'));
export type CloneName = z.infer<typeof cloneNameSchema>;

/** What the field shows while typing: upper case, as the spec asks. */
export const toCloneNameInput = (value: string) => value.toUpperCase();

/** The default clone name: the current name plus the copy suffix, within the maximum length. */
export function defaultCloneName(name: string): string {
  const base = toCloneNameInput(name.trim().replace(/\s+/g, ' '));
  return `${base.slice(0, CLONE_NAME_MAX - CLONE_SUFFIX.length)}${CLONE_SUFFIX}`;
}
