import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { testSuite } from '../../support/suite.js';

/** requestCredits: stored, audited and e-mailed to the sales inbox through the outbox, in the caller's company only. */
const { t, owner, stranger } = testSuite({ members: ['stranger'] });

const REQUEST = `mutation($kind: CreditRequestKind!) { requestCredits(kind: $kind) }`;

const requestsOf = (companyId: number) =>
  queryRows<{ kind: string; email: string; user_id: number }>(
    t.db,
    sql`select kind, email, user_id from credit_requests where company_id = ${companyId}`,
  );
const mailsOf = (companyId: number) =>
  queryRows<{ to: string; subject: string; sent_at: string | null }>(
    t.db,
    sql`select "to", subject, sent_at from mail_outbox where company_id = ${companyId}`,
  );

describe('requestCredits', () => {
  it('stores the request, audits it and queues one e-mail to the sales inbox naming the company', async () => {
    const body = await t.gql<{ requestCredits: boolean }>(owner.token, REQUEST, { kind: 'VIEWS' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.requestCredits).toBe(true);
    expect(await requestsOf(owner.company.id)).toEqual([
      { kind: 'VIEWS', email: owner.user.email, user_id: owner.user.id },
    ]);
    const mails = await mailsOf(owner.company.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(owner.company.commercialName);
    // No SMTP configured: the outbox is the delivery.
    expect(mails[0]!.sent_at).toBeNull();
    const [audit] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where company_id = ${owner.company.id} and action = 'credits.request'`,
    );
    expect(audit!.n).toBe(1);
    expect(await requestsOf(stranger.company.id)).toEqual([]);
  });

  it('refuses an anonymous caller and writes nothing', async () => {
    const before = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_requests`))[0]!.n;
    const body = await t.gql(null, REQUEST, { kind: 'CREDITS' });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_requests`))[0]!.n).toBe(
      before,
    );
  });
});
