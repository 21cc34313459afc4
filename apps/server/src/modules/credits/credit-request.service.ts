import { CREDIT_REQUEST_WINDOW_HOURS, CREDIT_REQUESTS_PER_DAY, type CreditRequestKind } from '@terna/domain';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import { requireCaller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { companies, creditRequests, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';

/** Credit requests of one company take turns on this lock (two-key advisory lock: this class, the company id). */
const CREDIT_REQUEST_LOCK_CLASS = 17_019;

/**
 * Stores a request for more credits or views and e-mails it to the sales inbox (SALES_EMAIL): spec 2
 * section 7.1's sendFormHubspot, answered by our own sales team. At most CREDIT_REQUESTS_PER_DAY per
 * company in any CREDIT_REQUEST_WINDOW_HOURS; the company's requests are counted and stored under one
 * lock, so twenty at once store exactly that many and queue as many mails. The reply goes to the
 * user's address as it is now (not the one in the token): without one, sales could not answer.
 */
export async function requestCredits(ctx: RequestContext, kind: CreditRequestKind): Promise<boolean> {
  const caller = requireCaller(ctx);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
  const email = (user?.email ?? caller.email).trim();
  if (!email) throw new DomainError('USER_EMAIL_REQUIRED');
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, caller.companyId));
  if (!company) throw new DomainError('NOT_FOUND');
  const mailIds = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_REQUEST_LOCK_CLASS}, ${caller.companyId})`);
    const [recent] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from credit_requests where company_id = ${caller.companyId}
        and created_at > now() - make_interval(hours => ${CREDIT_REQUEST_WINDOW_HOURS})`,
    );
    if ((recent?.n ?? 0) >= CREDIT_REQUESTS_PER_DAY)
      throw new DomainError('CREDIT_REQUEST_LIMIT', {
        max: CREDIT_REQUESTS_PER_DAY,
        hours: CREDIT_REQUEST_WINDOW_HOURS,
      });
    await tx.insert(creditRequests).values({ companyId: caller.companyId, userId: caller.userId, email, kind });
    const what = kind === 'VIEWS' ? 'vistas del banco de talento' : 'créditos';
    const ids = await queueMails(tx, [
      {
        companyId: caller.companyId,
        to: ctx.config.salesEmail,
        subject: `Solicitud de ${kind === 'VIEWS' ? 'vistas' : 'créditos'}: ${company.commercialName}`,
        body: `${email} de ${company.commercialName} (empresa ${company.id}) solicita ${what}.`,
        category: 'SALES',
      },
    ]);
    await audit(tx, caller, 'credits.request', 'company', caller.companyId, { kind });
    return ids;
  });
  // The SMTP conversation happens after the commit, not while the request's transaction waits for it.
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  return true;
}
