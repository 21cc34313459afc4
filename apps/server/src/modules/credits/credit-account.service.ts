import { sql } from 'drizzle-orm';
import { idSchema, pageSchema, type PlanStatus, type TransactionType } from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

export interface CreditAccountView {
  planConfigId: number;
  planName: string;
  planLabel: string;
  planType: string;
  planStatus: PlanStatus;
  availableBalance: number;
  endsAt: Date | null;
}

export interface CreditMovement {
  id: number;
  type: TransactionType;
  amount: number;
  balanceAfter: number;
  concept: string;
  createdAt: Date;
  /** The process the movement paid for; null when it paid for none (a purchase, a top-up). */
  processId: number | null;
  processName: string | null;
  userName: string | null;
}

export interface CreditHistory {
  account: CreditAccountView;
  transactions: CreditMovement[];
  page: number;
  size: number;
  total: number;
}

const accountColumns = sql`pc.id as "planConfigId", pl.name as "planName", pl.label as "planLabel", pl.type as "planType",
  pc.plan_status as "planStatus", ca.available_balance as "availableBalance", pc.ends_at as "endsAt"`;

/** GET /credits-web/plans and creditAccounts (dashboard.credits): the company's plan accounts and their balances. */
export async function creditAccountsOf(ctx: RequestContext): Promise<CreditAccountView[]> {
  const caller = requirePermission(ctx, 'dashboard.credits');
  return queryRows<CreditAccountView>(
    ctx.db,
    sql`select ${accountColumns}
      from plan_configs pc join plans pl on pl.id = pc.plan_id join credit_accounts ca on ca.plan_config_id = pc.id
      where pc.company_id = ${caller.companyId} and ca.company_id = ${caller.companyId}
      order by pc.plan_status = 'ACTIVE' desc, pl.label, pc.id`,
  );
}

const historySchema = pageSchema.extend({ planConfigId: idSchema });

/**
 * GET /credits-web/creditAccount/planConfig/{planId}?size&page and creditHistory (dashboard.credits):
 * one plan account's balance and its movements, newest first, each with the process it paid for.
 * A plan account of another company, or none, is NOT_FOUND.
 */
export async function creditHistory(ctx: RequestContext, input: z.input<typeof historySchema>): Promise<CreditHistory> {
  const caller = requirePermission(ctx, 'dashboard.credits');
  const { planConfigId, page, size } = parseInput(ctx, historySchema, input);
  const [account] = await queryRows<CreditAccountView & { accountId: number }>(
    ctx.db,
    sql`select ${accountColumns}, ca.id as "accountId"
      from plan_configs pc join plans pl on pl.id = pc.plan_id join credit_accounts ca on ca.plan_config_id = pc.id
      where pc.id = ${planConfigId} and pc.company_id = ${caller.companyId} and ca.company_id = ${caller.companyId}`,
  );
  if (!account) throw new DomainError('NOT_FOUND');
  const { accountId, ...view } = account;
  const [rows, [counted]] = await Promise.all([
    queryRows<CreditMovement>(
      ctx.db,
      sql`select t.id, t.type, t.amount, t.balance_after as "balanceAfter", t.concept, t.created_at as "createdAt",
          t.process_id as "processId", p.name as "processName",
          nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as "userName"
        from credit_transactions t
          left join processes p on p.id = t.process_id and p.company_id = ${caller.companyId}
          left join users u on u.id = t.user_id
        where t.account_id = ${accountId} and t.company_id = ${caller.companyId}
        order by t.created_at desc, t.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from credit_transactions t where t.account_id = ${accountId} and t.company_id = ${caller.companyId}`,
    ),
  ]);
  return {
    account: view,
    transactions: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    page,
    size,
    total: counted?.total ?? 0,
  };
}
