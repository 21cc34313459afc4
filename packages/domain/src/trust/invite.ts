import { z } from 'zod';
import { TRUST_CHECKS_OPTIONAL, TRUST_CHECKS_REQUIRED, type TrustCheck } from '../enums.js';
import { msg } from '../validation/messages.js';
import { idSchema } from '../validation/id.js';

/**
 * A trust (reliability) check is paid per person checked, from the company's RELIABILITY plan
 * (docs/decisions/022): the demo charges its trust processes one credit per candidate too.
 */
export const TRUST_CREDITS_PER_CANDIDATE = 1;

/** People one trust invitation may carry: the candidate list's largest group selection. */
export const TRUST_INVITE_MAX = 100;

/** What inviting `count` candidates to the trust check costs. */
export const trustInviteCost = (count: number): number => count * TRUST_CREDITS_PER_CANDIDATE;

/** The checks a trust process runs: the required ones always, then the chosen optional ones, in catalogue order. */
export function trustChecksOf(optional: readonly string[]): TrustCheck[] {
  return [...TRUST_CHECKS_REQUIRED, ...TRUST_CHECKS_OPTIONAL.filter((check) => optional.includes(check))];
}

/** launchSubProcess(processId, competences): competences are the optional checks (the required ones are implied). */
export const launchSubProcessSchema = z.object({
  processId: idSchema,
  competences: z
    .array(z.enum([...TRUST_CHECKS_REQUIRED, ...TRUST_CHECKS_OPTIONAL], { error: msg('regex') }))
    .max(TRUST_CHECKS_REQUIRED.length + TRUST_CHECKS_OPTIONAL.length),
});
export type LaunchSubProcessInput = z.infer<typeof launchSubProcessSchema>;

/**
 * One person to check: a candidate of the checked process by person id (and e-mail), or, for a
 * controlled basic process, by identification and names (spec 3 section 7).
 */
export const trustPersonSchema = z.union([
  z.object({ id: idSchema, email: z.string().trim().max(254).nullish() }),
  z.object({
    identification: z.string().trim().min(1, msg('required')).max(50),
    firstName: z.string().trim().max(100).nullish(),
    lastName: z.string().trim().max(100).nullish(),
  }),
]);
export type TrustPerson = z.infer<typeof trustPersonSchema>;

export const trustPeopleSchema = z.object({
  processId: idSchema,
  peopleList: z.array(trustPersonSchema).min(1, msg('required')).max(TRUST_INVITE_MAX),
});
export type TrustPeopleInput = z.infer<typeof trustPeopleSchema>;
