import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { candidateFiles, candidateReports, companies } from '../../src/db/schema/index.js';
import { FILE_PRUNE_QUEUE, pruneFiles, scheduleFilePrune } from '../../src/files/file-prune.js';
import { fileUrl, type NewFileInfo } from '../../src/files/storage.js';
import { JOBS_SCHEMA } from '../../src/jobs/job-queue.js';
import { storedFileKeys } from '../support/file-fixtures.js';
import { testSuite } from '../support/suite.js';

/** The scheduled clean-up of stored files (docs/decisions/025), on whichever storage the app has. */
const { t, owner, process } = testSuite({ process: {} });
const DAY_MS = 24 * 60 * 60 * 1000;

let processPersonId: number;
const info = (): NewFileInfo => ({
  contentType: 'application/pdf',
  fileName: 'f.pdf',
  companyId: owner.company.id,
  access: 'company',
  inline: false,
});
const store = () => t.services.files.put(new Uint8Array([1, 2, 3]), info());

async function report(kind: 'CANDIDATE' | 'BUNDLE', fileKey: string, completedAt: Date) {
  const [row] = await t.db
    .insert(candidateReports)
    .values({
      companyId: owner.company.id,
      processId: process.id,
      processPersonId: kind === 'BUNDLE' ? null : processPersonId,
      kind,
      status: 'COMPLETED',
      format: 'PDF',
      language: 'es',
      engineId: 'EVALUAR',
      vendorId: 'V',
      optionsKey: `options-${fileKey}`,
      dataHash: 'hash',
      fileKey,
      fileName: 'f',
      completedAt,
      createdAt: completedAt,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  processPersonId = (await t.buildProcessPerson({ processId: process.id })).processPersonId;
});

describe('pruneFiles', () => {
  it('keeps everything younger than FILES_MAX_AGE_DAYS, then deletes old bundles and unreferenced files only', async () => {
    const [orphan, reportFile, bundleFile, newBundleFile, cvFile, logo] = await Promise.all(
      Array.from({ length: 6 }, store),
    );
    const now = Date.now();
    await report('BUNDLE', bundleFile!, new Date(now - 40 * DAY_MS));
    await report('BUNDLE', newBundleFile!, new Date(now));
    const candidateReport = await report('CANDIDATE', reportFile!, new Date(now - 40 * DAY_MS));
    await t.db.insert(candidateFiles).values({
      processPersonId,
      companyId: owner.company.id,
      fileKey: cvFile!,
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: 3,
    });
    await t.db
      .update(companies)
      .set({ logoUrl: fileUrl(logo!) })
      .where(eq(companies.id, owner.company.id));
    const all = [orphan, reportFile, bundleFile, newBundleFile, cvFile, logo] as string[];

    // Every file was stored just now: none is old enough yet, and only the 40-day-old bundle goes.
    expect(await pruneFiles(t.services)).toEqual({ bundles: 1, orphans: 0 });
    expect(await storedFileKeys(t.services.files)).toEqual(all.filter((key) => key !== bundleFile).sort());

    // 31 days on (the default age is 30): the orphan goes, every file a row points to stays.
    expect(await pruneFiles(t.services, new Date(now + 31 * DAY_MS))).toEqual({ bundles: 1, orphans: 1 });
    expect(await storedFileKeys(t.services.files)).toEqual([reportFile, cvFile, logo].sort());
    const reports = await t.db.select({ id: candidateReports.id }).from(candidateReports);
    expect(reports.map((row) => row.id)).toEqual([candidateReport.id]);
  });
});

describe('scheduleFilePrune', () => {
  it('queues one job for the next daily slot, however many nodes ask', async () => {
    const now = Date.now();
    await Promise.all([scheduleFilePrune(t.services, now), scheduleFilePrune(t.services, now)]);
    await scheduleFilePrune(t.services, now);
    const jobs = await queryRows<{ startAfter: Date }>(
      t.db,
      sql`select start_after as "startAfter" from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${FILE_PRUNE_QUEUE}`,
    );
    expect(jobs).toHaveLength(1);
    const due = new Date(jobs[0]!.startAfter).getTime();
    expect(due).toBeGreaterThan(now);
    expect(due).toBeLessThanOrEqual(now + DAY_MS);
    expect(due % DAY_MS).toBe(0);
  });
});
