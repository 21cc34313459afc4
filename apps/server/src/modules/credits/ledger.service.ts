import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { creditAccounts, creditTransactions } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Debit {
  companyId: number;
  planConfigId: number;
  amount: number;
  concept: string;
  userId: number;
  processId?: number | null;
  /** A replayed request with the same key is charged once. */
  idempotencyKey?: string | null;
}

export interface DebitResult {
  transactionId: number;
  balanceAfter: number;
  replayed: boolean;
}

/**
 * Every credit movement goes through here, inside the caller's transaction: the account row is
 * locked, the decrement is conditional on the balance (never below zero, also enforced by a CHECK),
 * and the ledger row records the balance it left.
 */
export async function debitCredits(tx: Tx, debit: Debit): Promise<DebitResult> {
  if (!Number.isInteger(debit.amount) || debit.amount <= 0) throw new DomainError('BAD_INPUT');
  const [account] = await tx
    .select({ id: creditAccounts.id, balance: creditAccounts.availableBalance })
    .from(creditAccounts)
    .where(and(eq(creditAccounts.planConfigId, debit.planConfigId), eq(creditAccounts.companyId, debit.companyId)))
    // Locking the account row serialises debits, so an idempotency key is checked before anyone else writes it.
    .for('update');
  if (!account) throw new DomainError('NOT_ENOUGH_CREDITS', { required: debit.amount, available: 0 });

  if (debit.idempotencyKey) {
    const [previous] = await tx
      .select()
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.accountId, account.id), eq(creditTransactions.idempotencyKey, debit.idempotencyKey)),
      );
    if (previous) return { transactionId: previous.id, balanceAfter: previous.balanceAfter, replayed: true };
  }

  const [updated] = await tx
    .update(creditAccounts)
    .set({ availableBalance: sql`${creditAccounts.availableBalance} - ${debit.amount}`, updatedAt: new Date() })
    .where(and(eq(creditAccounts.id, account.id), gte(creditAccounts.availableBalance, debit.amount)))
    .returning({ balance: creditAccounts.availableBalance });
  if (!updated) {
    const [current] = await tx
      .select({ balance: creditAccounts.availableBalance })
      .from(creditAccounts)
      .where(eq(creditAccounts.id, account.id));
    throw new DomainError('NOT_ENOUGH_CREDITS', { required: debit.amount, available: current?.balance ?? 0 });
  }
  const [row] = await tx
    .insert(creditTransactions)
    .values({
      accountId: account.id,
      companyId: debit.companyId,
      type: 'DEBIT',
      amount: debit.amount,
      balanceAfter: updated.balance,
      concept: debit.concept,
      processId: debit.processId ?? null,
      userId: debit.userId,
      idempotencyKey: debit.idempotencyKey ?? null,
    })
    .returning({ id: creditTransactions.id });
  return { transactionId: row!.id, balanceAfter: updated.balance, replayed: false };
}

export interface Credit {
  companyId: number;
  planConfigId: number;
  amount: number;
  concept: string;
  userId: number | null;
  /** A replayed credit with the same key is added once. */
  idempotencyKey: string;
}

/**
 * Adds credits to a plan account (a paid order, docs/decisions/021), inside the caller's transaction:
 * the account row is locked like a debit's, and the ledger row records the balance it left.
 */
export async function creditCredits(tx: Tx | Database, credit: Credit): Promise<DebitResult> {
  if (!Number.isInteger(credit.amount) || credit.amount <= 0) throw new DomainError('BAD_INPUT');
  const [account] = await tx
    .select({ id: creditAccounts.id })
    .from(creditAccounts)
    .where(and(eq(creditAccounts.planConfigId, credit.planConfigId), eq(creditAccounts.companyId, credit.companyId)))
    .for('update');
  if (!account) throw new DomainError('NOT_FOUND');
  const [previous] = await tx
    .select()
    .from(creditTransactions)
    .where(
      and(eq(creditTransactions.accountId, account.id), eq(creditTransactions.idempotencyKey, credit.idempotencyKey)),
    );
  if (previous) return { transactionId: previous.id, balanceAfter: previous.balanceAfter, replayed: true };
  const [updated] = await tx
    .update(creditAccounts)
    .set({ availableBalance: sql`${creditAccounts.availableBalance} + ${credit.amount}`, updatedAt: new Date() })
    .where(eq(creditAccounts.id, account.id))
    .returning({ balance: creditAccounts.availableBalance });
  const [row] = await tx
    .insert(creditTransactions)
    .values({
      accountId: account.id,
      companyId: credit.companyId,
      type: 'CREDIT',
      amount: credit.amount,
      balanceAfter: updated!.balance,
      concept: credit.concept,
      userId: credit.userId,
      idempotencyKey: credit.idempotencyKey,
    })
    .returning({ id: creditTransactions.id });
  return { transactionId: row!.id, balanceAfter: updated!.balance, replayed: false };
}
