import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDIT_REQUESTS_PER_DAY } from '@terna/domain';
import { queryRows } from '../../../src/db/client.js';
import { testSuite } from '../../support/suite.js';

/** requestCredits: stored, audited and e-mailed to the sales inbox through the outbox, in the caller's company only. */
const { t, owner, stranger, viewer } = testSuite({
  members: ['stranger', 'viewer'],
  config: { salesEmail: 'comercial@ventas.test' },
});

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

  it('sends the mail to the sales inbox of the configuration', async () => {
    const mails = await mailsOf(owner.company.id);
    expect(mails.map((mail) => mail.to)).toContain('comercial@ventas.test');
  });

  it('stores exactly the daily limit of twenty parallel requests of one company and refuses the rest, translated', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.gql<{ requestCredits: boolean }>(stranger.token, REQUEST, { kind: i % 2 ? 'VIEWS' : 'CREDITS' }),
      ),
    );
    const stored = results.filter((body) => body.data?.requestCredits === true);
    const refused = results.filter((body) => body.errors?.[0]?.extensions?.code === 'CREDIT_REQUEST_LIMIT');
    expect(stored).toHaveLength(CREDIT_REQUESTS_PER_DAY);
    expect(refused).toHaveLength(20 - CREDIT_REQUESTS_PER_DAY);
    expect(refused[0]!.errors![0]!.message).toContain(`${CREDIT_REQUESTS_PER_DAY} solicitudes`);
    expect(await requestsOf(stranger.company.id)).toHaveLength(CREDIT_REQUESTS_PER_DAY);
    expect(await mailsOf(stranger.company.id)).toHaveLength(CREDIT_REQUESTS_PER_DAY);

    // English callers read the limit in English; another company keeps its own count.
    const english = await t.gql(stranger.token, REQUEST, { kind: 'VIEWS' }, { 'accept-language': 'en' });
    expect(english.errors?.[0]?.extensions?.code).toBe('CREDIT_REQUEST_LIMIT');
    expect(english.errors?.[0]?.message).toContain('requests in the last 24 hours');
    const other = await t.gql<{ requestCredits: boolean }>(owner.token, REQUEST, { kind: 'VIEWS' });
    expect(other.data?.requestCredits).toBe(true);
  });

  it('counts a rolling day: requests older than 24 hours no longer count', async () => {
    await t.db.execute(
      sql`update credit_requests set created_at = now() - interval '25 hours' where company_id = ${stranger.company.id}`,
    );
    const body = await t.gql<{ requestCredits: boolean }>(stranger.token, REQUEST, { kind: 'CREDITS' });
    expect(body.data?.requestCredits).toBe(true);
    expect(await requestsOf(stranger.company.id)).toHaveLength(CREDIT_REQUESTS_PER_DAY + 1);
  });

  it('refuses a user without an e-mail address with its own translated message, storing nothing', async () => {
    const before = (await requestsOf(viewer.company.id)).length;
    await t.db.execute(sql`update users set email = '' where id = ${viewer.user.id}`);
    const body = await t.gql(viewer.token, REQUEST, { kind: 'VIEWS' });
    expect(body.errors?.[0]?.extensions?.code).toBe('USER_EMAIL_REQUIRED');
    expect(body.errors?.[0]?.message).toContain('no tiene correo electrónico');
    expect(await requestsOf(viewer.company.id)).toHaveLength(before);
  });
});
