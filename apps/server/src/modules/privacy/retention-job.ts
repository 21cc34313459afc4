import { sql } from 'drizzle-orm';
import type { HireStatus } from '@terna/domain';
import type { Services } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { deleteErasedFiles, erasePerson } from './data-subject-erasure.service.js';

/**
 * The retention job (issue 21, docs/decisions/033): once a day it anonymises, company by company, the
 * candidates never hired whose last activity in that company is older than its
 * `candidateRetentionMonths`. It is scheduled like the file prune (files/file-prune.ts): one job per
 * daily slot, keyed by the slot, so every node and restart asks for the same job and one runs. Should
 * two runs meet anyway (a retried job beside a late one), each person is erased in a transaction of
 * its own that skips a person another run has locked, and erasure is idempotent.
 */
export const RETENTION_QUEUE = 'privacy-retention';
const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** People read per query: a company's backlog on the first run may be large. */
const BATCH = 200;
const ACTIVE_HIRE: HireStatus = 'ACTIVE';

export interface RetentionResult {
  anonymised: number;
}

/** The company's people due for anonymisation at `now`: never (actively) hired there, idle for its retention months. */
async function duePeople(services: Services, companyId: number, months: number, now: Date, after: number) {
  const rows = await queryRows<{ personId: number }>(
    services.db,
    sql`select pp.person_id as "personId"
      from process_persons pp join persons p on p.id = pp.person_id
      where pp.company_id = ${companyId} and p.anonymized_at is null and pp.person_id > ${after}
      group by pp.person_id
      having max(greatest(pp.created_at, pp.invited_at, pp.started_at, pp.finished_at,
          (select max(a.timestamp) from activities a where a.process_person_id = pp.id)))
        < ${now.toISOString()}::timestamptz - make_interval(months => ${months})
        and not exists (select 1 from hires h join process_persons x on x.id = h.process_person_id
          where x.company_id = ${companyId} and x.person_id = pp.person_id and h.status = ${ACTIVE_HIRE})
      order by pp.person_id limit ${BATCH}`,
  );
  return rows.map((row) => row.personId);
}

/** One pass over every company. Safe to run on several nodes at once. */
export async function runRetention(services: Services, now = new Date()): Promise<RetentionResult> {
  const companies = await queryRows<{ id: number; months: number }>(
    services.db,
    sql`select id, candidate_retention_months as months from companies order by id`,
  );
  let anonymised = 0;
  for (const company of companies) {
    let after = 0;
    for (;;) {
      const due = await duePeople(services, company.id, company.months, now, after);
      for (const personId of due) {
        const result = await services.db.transaction((tx) =>
          erasePerson(tx, { companyId: company.id, userId: null }, personId, 'RETENTION', { skipLocked: true }).catch(
            // Another run has just erased (or is erasing) this person: nothing is left to do.
            (error: unknown) => {
              if (error instanceof DomainError && error.code === 'NOT_FOUND') return { erased: false, fileKeys: [] };
              throw error;
            },
          ),
        );
        await deleteErasedFiles(services.files, result.fileKeys);
        if (result.erased) anonymised += 1;
      }
      if (due.length < BATCH) break;
      after = due[due.length - 1]!;
    }
  }
  return { anonymised };
}

/** Queues the next daily pass unless a node already has: the key names the slot. */
export async function scheduleRetention(services: Services, now = Date.now()): Promise<void> {
  const slot = Math.floor(now / RETENTION_INTERVAL_MS) + 1;
  await services.jobs.send(
    RETENTION_QUEUE,
    {},
    { singletonKey: `slot-${slot}`, startAfter: new Date(slot * RETENTION_INTERVAL_MS) },
  );
}

/** The retention worker of a process that runs jobs; each pass queues the next. */
export async function registerRetention(services: Services): Promise<void> {
  await services.jobs.work(RETENTION_QUEUE, async () => {
    await runRetention(services);
    await scheduleRetention(services);
  });
}
