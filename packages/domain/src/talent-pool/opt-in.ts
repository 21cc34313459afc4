import { z } from 'zod';
import { msg } from '../validation/messages.js';

/**
 * The candidate's choice, in the portal, to be found by other companies in Terna's talent pool
 * (issue 19). Asked on the portal's finish screen, unticked until the candidate ticks it, and
 * withdrawn the same way (docs/api/portal.md, "Talent pool").
 */
export const talentPoolOptInSchema = z.object({
  optIn: z.boolean({ error: msg('required') }),
});
export type TalentPoolOptInInput = z.infer<typeof talentPoolOptInSchema>;

/** The answer of GET and PUT /portal-web/me/talent-pool. */
export interface TalentPoolOptIn {
  optIn: boolean;
  /** When the candidate opted in (ISO); null while they are not in the pool. */
  optInAt: string | null;
}
