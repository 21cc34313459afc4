import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_PRIVACY_NOTICE } from '@terna/domain';
import { persons } from '../../../src/db/schema/index.js';
import { uniqueTag } from '../../support/factories.js';
import { buildPortalProcess, portalApi, type PortalProcess } from '../../support/portal-api.js';
import { testSuite } from '../../support/suite.js';

/**
 * The candidate's talent-pool opt-in (docs/api/portal.md, "Talent pool"): off until the candidate
 * turns it on, stored on the person with its time, withdrawn the same way, only after the privacy
 * consent, and never changed by a company token or a bad body.
 */
const { t, owner } = testSuite();
const api = portalApi(t);
let process: PortalProcess;

async function applicant(options: { consent?: boolean } = {}) {
  const token = await api.signIn({ slug: process.slug }, `pool-${uniqueTag()}@example.test`, {
    firstName: 'Tomás',
    lastName: 'Núñez',
  });
  if (options.consent !== false)
    expect((await api.consent(token, CANDIDATE_PRIVACY_NOTICE.version)).statusCode).toBe(200);
  const session = await t.services.candidateTokens.verify(token);
  return { token, personId: session!.personId };
}

const stored = async (personId: number) => {
  const [row] = await t.db
    .select({ optIn: persons.talentPoolOptIn, at: persons.talentPoolOptInAt })
    .from(persons)
    .where(eq(persons.id, personId));
  return row!;
};

beforeAll(async () => {
  process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
});

describe('the talent-pool opt-in of the portal', () => {
  it('is off until the candidate opts in, then stored with its time, and withdrawn the same way', async () => {
    const { token, personId } = await applicant();
    const initial = await api.talentPool(token);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ optIn: false, optInAt: null });

    const joined = await api.setTalentPool(token, { optIn: true });
    expect(joined.statusCode).toBe(200);
    const body = joined.json() as { optIn: boolean; optInAt: string };
    expect(body.optIn).toBe(true);
    expect(Date.now() - Date.parse(body.optInAt)).toBeLessThan(60_000);
    expect(await stored(personId)).toMatchObject({ optIn: true });
    expect((await api.talentPool(token)).json()).toEqual(body);

    // Joining again (a double tap, a retry) keeps the first time.
    const again = await api.setTalentPool(token, { optIn: true });
    expect(again.json()).toEqual(body);

    const left = await api.setTalentPool(token, { optIn: false });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ optIn: false, optInAt: null });
    // The time of the earlier consent stays on the record as evidence.
    const row = await stored(personId);
    expect(row.optIn).toBe(false);
    expect(row.at?.toISOString()).toBe(body.optInAt);
  });

  it('twenty parallel opt-ins leave the candidate in the pool once, with one time', async () => {
    const { token, personId } = await applicant();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.setTalentPool(token, { optIn: true })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const row = await stored(personId);
    expect(row.optIn).toBe(true);
    expect(new Set(answers.map((answer) => (answer.json() as { optInAt: string }).optInAt))).toEqual(
      new Set([row.at!.toISOString()]),
    );
  });

  it('needs the privacy consent first and changes nothing without it', async () => {
    const { token, personId } = await applicant({ consent: false });
    const read = await api.talentPool(token);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    const write = await api.setTalentPool(token, { optIn: true });
    expect(write.statusCode).toBe(403);
    expect((await stored(personId)).optIn).toBe(false);
  });

  it('refuses a body without a yes or no with a field message, in the reader language', async () => {
    const { token, personId } = await applicant();
    for (const body of [{}, { optIn: 'sí' }, { optIn: null }, { optIn: [true] }]) {
      const answer = await api.setTalentPool(token, body, { headers: { 'accept-language': 'en' } });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_INPUT' });
    }
    expect((await api.setTalentPool(token, { optIn: 1 })).json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { optIn: expect.any(String) },
    });
    expect((await stored(personId)).optIn).toBe(false);
  });

  it('lets a candidate withdraw after the process closed', async () => {
    const { token, personId } = await applicant();
    expect((await api.setTalentPool(token, { optIn: true })).statusCode).toBe(200);
    await t.db.execute(sql`update processes set status = 'CLOSED' where id = ${process.id}`);
    try {
      const left = await api.setTalentPool(token, { optIn: false });
      expect(left.statusCode).toBe(200);
      expect((await stored(personId)).optIn).toBe(false);
    } finally {
      await t.db.execute(sql`update processes set status = 'LAUNCHED' where id = ${process.id}`);
    }
  });

  it('answers 401 without a candidate token and 403 to a company token', async () => {
    expect((await api.talentPool('')).statusCode).toBe(401);
    expect((await api.setTalentPool(owner.token, { optIn: true })).json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
