import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { auditLog, companies, persons, processPersons } from '../../../src/db/schema/index.js';
import { JOBS_SCHEMA } from '../../../src/jobs/job-queue.js';
import { RETENTION_QUEUE, runRetention, scheduleRetention } from '../../../src/modules/privacy/retention-job.js';
import { testSuite } from '../../support/suite.js';

/** The retention job (docs/decisions/033): candidates never hired, idle past the company's months, are anonymised. */
const { t, owner, stranger } = testSuite({ members: ['stranger'] });
const MONTH_MS = 30.5 * 24 * 60 * 60 * 1000;

/** A candidate of `companyId` whose participation was last active `monthsAgo` months ago. */
async function candidate(companyId: number, monthsAgo: number, options: { hired?: 'ACTIVE' | 'CANCELLED' } = {}) {
  const process = await t.buildProcess({ companyId });
  const built = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
  const at = new Date(Date.now() - monthsAgo * MONTH_MS);
  await t.db
    .update(processPersons)
    .set({ createdAt: at, invitedAt: at, startedAt: at, finishedAt: at })
    .where(eq(processPersons.id, built.processPersonId));
  if (options.hired) await t.buildHire({ processPersonId: built.processPersonId, status: options.hired });
  return built;
}

const nameOf = async (processPersonId: number) => {
  const [row] = await queryRows<{ firstName: string }>(
    t.db,
    sql`select p.first_name as "firstName" from process_persons pp join persons p on p.id = pp.person_id
      where pp.id = ${processPersonId}`,
  );
  return row!.firstName;
};

describe('runRetention', () => {
  it('anonymises the idle, never hired candidates of each company by its own months, once', async () => {
    await t.db.update(companies).set({ candidateRetentionMonths: 36 }).where(eq(companies.id, stranger.company.id));
    const idle = await candidate(owner.company.id, 25);
    const cancelled = await candidate(owner.company.id, 25, { hired: 'CANCELLED' });
    const hired = await candidate(owner.company.id, 25, { hired: 'ACTIVE' });
    const recent = await candidate(owner.company.id, 23);
    const longerRetention = await candidate(stranger.company.id, 25);

    // Two nodes' runs at once: each person is anonymised by one of them.
    const [first, second] = await Promise.all([runRetention(t.services), runRetention(t.services)]);
    expect(first!.anonymised + second!.anonymised).toBe(2);

    expect(await nameOf(idle.processPersonId)).toBe('Anónimo');
    expect(await nameOf(cancelled.processPersonId)).toBe('Anónimo');
    expect(await nameOf(hired.processPersonId)).toBe(hired.person.firstName);
    expect(await nameOf(recent.processPersonId)).toBe(recent.person.firstName);
    expect(await nameOf(longerRetention.processPersonId)).toBe(longerRetention.person.firstName);
    expect(await t.db.select().from(persons).where(eq(persons.id, idle.personId))).toHaveLength(0);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.company.id), eq(auditLog.action, 'candidate.anonymize')));
    expect(entries.map((entry) => entry.entityId).sort()).toEqual(
      [String(idle.personId), String(cancelled.personId)].sort(),
    );
    expect(entries[0]).toMatchObject({ userId: null, entityType: 'person', data: { trigger: 'RETENTION' } });

    // The stand-ins are not candidates of their own: a later run finds nothing.
    expect((await runRetention(t.services)).anonymised).toBe(0);
    // The company's setting moves the line: at 12 months the 23-month candidate goes too.
    await t.db.update(companies).set({ candidateRetentionMonths: 12 }).where(eq(companies.id, owner.company.id));
    expect((await runRetention(t.services)).anonymised).toBe(1);
    expect(await nameOf(recent.processPersonId)).toBe('Anónimo');
  });
});

describe('scheduleRetention', () => {
  it('queues one job per day whichever node or restart asks', async () => {
    const now = Date.UTC(2026, 10, 27, 9);
    await Promise.all([scheduleRetention(t.services, now), scheduleRetention(t.services, now)]);
    await scheduleRetention(t.services, now);
    const jobs = await queryRows<{ startAfter: Date }>(
      t.db,
      sql`select start_after as "startAfter" from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${RETENTION_QUEUE}`,
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.startAfter).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });
});
