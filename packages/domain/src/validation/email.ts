import { z } from 'zod';
import { msg } from './messages.js';

// Kept out of messages.ts: a page that only translates messages must not load zod.
export const emailSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(256, msg('max'))
  .email(msg('email'));
