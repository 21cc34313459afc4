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

/** The shortest password a user may choose (a new account's or a changed one). */
export const PASSWORD_MIN_LENGTH = 8;

/** A password a user chooses: sign-in accepts any stored one, a new one must be long enough. */
export const newPasswordSchema = z
  .string({ error: msg('required') })
  .min(PASSWORD_MIN_LENGTH, msg('min'))
  .max(TEXT_FIELD_MAX_LENGTH, msg('max'));

export const changePasswordSchema = z.object({
  currentPassword: loginSchema.shape.password,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
