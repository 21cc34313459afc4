import { desc, eq } from 'drizzle-orm';
import { PRIVACY_POLICY_NAME } from '@terna/domain';
import type { Database } from '../client.js';
import {
  companyTags,
  creditAccounts,
  creditTransactions,
  planConfigs,
  plans,
  privacyPolicies,
  termsAcceptances,
} from '../schema/index.js';
import { DEFAULT_COMPANY_TAGS } from './demo-data.js';
import { addDays } from './seed-time.js';

/** Pieces every seeded company needs, shared by the demo and the scale seed. */

export async function insertCompanyTags(db: Database, companyId: number, createdAt: Date): Promise<void> {
  await db
    .insert(companyTags)
    .values(DEFAULT_COMPANY_TAGS.map((tag) => ({ companyId, ...tag, isPredefined: true, createdAt })));
}

/**
 * An active plan config for a year with its credit account, whose ledger starts with the credit
 * that makes up the balance. Returns the plan config id.
 */
export async function grantPlan(
  db: Database,
  grant: {
    companyId: number;
    subscriptionId: number;
    planType: string;
    balance: number;
    userId: number | null;
    startsAt: Date;
    idempotencyKey: string;
  },
): Promise<number> {
  const [plan] = await db.select().from(plans).where(eq(plans.type, grant.planType)).orderBy(plans.id).limit(1);
  if (!plan) throw new Error(`plan ${grant.planType} is missing from the catalogue`);
  const [config] = await db
    .insert(planConfigs)
    .values({
      companyId: grant.companyId,
      subscriptionId: grant.subscriptionId,
      planId: plan.id,
      planStatus: 'ACTIVE',
      quantity: 1,
      startsAt: grant.startsAt,
      endsAt: addDays(grant.startsAt, 365),
    })
    .returning({ id: planConfigs.id });
  const [account] = await db
    .insert(creditAccounts)
    .values({
      companyId: grant.companyId,
      planConfigId: config!.id,
      availableBalance: grant.balance,
      updatedAt: grant.startsAt,
    })
    .returning({ id: creditAccounts.id });
  await db.insert(creditTransactions).values({
    accountId: account!.id,
    companyId: grant.companyId,
    type: 'CREDIT',
    amount: grant.balance,
    balanceAfter: grant.balance,
    concept: `Saldo inicial: ${plan.name}`,
    userId: grant.userId,
    idempotencyKey: grant.idempotencyKey,
    createdAt: grant.startsAt,
  });
  return config!.id;
}

/** Records that the users accepted the current privacy policy, so they do not see its dialog. */
export async function acceptPrivacyPolicy(
  db: Database,
  acceptances: { userId: number; acceptedAt: Date }[],
): Promise<void> {
  if (acceptances.length === 0) return;
  const [policy] = await db.select().from(privacyPolicies).orderBy(desc(privacyPolicies.version)).limit(1);
  if (!policy) throw new Error('the reference data (privacy policy) must be seeded first');
  await db.insert(termsAcceptances).values(
    acceptances.map(({ userId, acceptedAt }) => ({
      userId,
      name: PRIVACY_POLICY_NAME,
      version: String(policy.version),
      link: policy.link,
      acceptedAt,
    })),
  );
}
