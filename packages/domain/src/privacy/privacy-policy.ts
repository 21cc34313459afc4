import { DEFAULT_COUNTRY_CODE } from '../constants.js';
import { PRIVACY_POLICY_NAME } from '../enums.js';
import { normaliseBirthDate } from '../validation/birth-date.js';
import type { DataMe } from '../validation/profile.js';

interface TermsEntry {
  name: string;
  version: string;
}

/** The highest privacy-policy version the user accepted, or 0 (versions compare as numbers). */
export function acceptedPolicyVersion(terms: readonly TermsEntry[]): number {
  return terms
    .filter((entry) => entry.name === PRIVACY_POLICY_NAME)
    .reduce((highest, entry) => Math.max(highest, Number(entry.version) || 0), 0);
}

export function needsPolicyAcceptance(terms: readonly TermsEntry[], currentVersion: string | undefined): boolean {
  return currentVersion !== undefined && acceptedPolicyVersion(terms) < (Number(currentVersion) || 0);
}

/** The profile as the client sends it: the acceptance date as the ISO string of the API's DateTime. */
export type PolicyAcceptanceProfile = Omit<DataMe, 'termsAndConditions'> & {
  termsAndConditions: (Omit<NonNullable<DataMe['termsAndConditions']>[number], 'date'> & { date: string })[];
};

/**
 * The profile saved when the policy is accepted (spec 2 section 3): username and mail fall back to
 * the sign-in e-mail, country to XX, a birth date before 1923 is cleared, and the acceptance is appended.
 */
export function policyAcceptanceProfile(
  user: { username?: string | null; mail?: string | null; country?: string | null; birthDate?: string | null },
  policy: { value: string; link: string },
  signInEmail: string,
  now: Date,
): PolicyAcceptanceProfile {
  return {
    username: user.username || signInEmail,
    mail: user.mail || signInEmail,
    country: user.country || DEFAULT_COUNTRY_CODE,
    birthDate: normaliseBirthDate(user.birthDate),
    termsAndConditions: [
      { name: PRIVACY_POLICY_NAME, date: now.toISOString(), version: policy.value, link: policy.link },
    ],
  };
}
