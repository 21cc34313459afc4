import { z } from 'zod';
import { msg } from '../validation/messages.js';

/** The privacy-policy dialog: the policy is accepted only with its box ticked (spec 2 section 4.5). */
export const privacyAcceptanceSchema = z.object({
  accepted: z.boolean({ error: msg('required') }).refine((value) => value, msg('required')),
});
export type PrivacyAcceptance = z.input<typeof privacyAcceptanceSchema>;
