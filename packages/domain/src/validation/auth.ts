import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { emailSchema } from './email.js';
import { msg } from './messages.js';

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: msg('required') })
    .min(1, msg('required'))
    .max(TEXT_FIELD_MAX_LENGTH, msg('max')),
});
export type LoginInput = z.infer<typeof loginSchema>;
