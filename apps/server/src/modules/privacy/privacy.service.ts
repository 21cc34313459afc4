import { desc } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { privacyPolicies } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

export interface PrivacyPolicy {
  value: string;
  link: string;
}

/** The current privacy policy: the highest published version (spec 2 section 6). */
export async function getPrivacyPolicy(ctx: Pick<RequestContext, 'db'>): Promise<PrivacyPolicy> {
  const [policy] = await ctx.db.select().from(privacyPolicies).orderBy(desc(privacyPolicies.version)).limit(1);
  if (!policy) throw new DomainError('NOT_FOUND');
  return { value: String(policy.version), link: policy.link };
}
