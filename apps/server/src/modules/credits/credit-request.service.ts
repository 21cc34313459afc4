import type { CreditRequestKind } from '@terna/domain';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import { requireCaller, type RequestContext } from '../../context.js';
import { companies, creditRequests } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';

const SALES_INBOX = process.env.SALES_EMAIL ?? 'ventas@terna.lat';

/** Stores a request for more credits or views and e-mails it to the sales inbox. */
export async function requestCredits(ctx: RequestContext, kind: CreditRequestKind): Promise<boolean> {
  const caller = requireCaller(ctx);
  if (!caller.email) throw new DomainError('BAD_INPUT');
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, caller.companyId));
  if (!company) throw new DomainError('NOT_FOUND');
  const mailIds = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(creditRequests)
      .values({ companyId: caller.companyId, userId: caller.userId, email: caller.email, kind });
    const ids = await queueMails(tx, [
      {
        companyId: caller.companyId,
        to: SALES_INBOX,
        subject: `Solicitud de ${kind === 'VIEWS' ? 'vistas' : 'créditos'}: ${company.commercialName}`,
        body: `${caller.email} de ${company.commercialName} (empresa ${company.id}) solicita ${kind === 'VIEWS' ? 'vistas del banco de talento' : 'créditos'}.`,
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
