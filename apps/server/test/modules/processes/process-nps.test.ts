import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { testSuite } from '../../support/suite.js';

/** recordProcessNps and processFeedback (issue 21): the recruiter's one-question score of a closed process with hires. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });

const record = (token: string, processId: number, score: unknown) =>
  t.gql<{ recordProcessNps: { hasNps: boolean; hasHired: boolean } }>(
    token,
    'mutation($processId: Int!, $score: Int!) { recordProcessNps(processId: $processId, score: $score) { hasNps hasHired } }',
    { processId, score },
  );
const feedback = async (processId: number) =>
  (
    await t.gql<{ getProcess: { processFeedback: { hasNps: boolean; hasHired: boolean } } }>(
      owner.token,
      'query($id: Int!) { getProcess(id: $id) { processFeedback { hasNps hasHired } } }',
      { id: processId },
    )
  ).data!.getProcess.processFeedback;
const scores = (processId: number) =>
  queryRows<{ score: number; user_id: number }>(
    t.db,
    sql`select score, user_id from process_nps where process_id = ${processId}`,
  );

async function closedWithHire() {
  const process = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
  const candidate = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
  await t.buildHire({ processPersonId: candidate.processPersonId });
  return process;
}

describe('the NPS of a closed process', () => {
  it('is asked for (hasHired, not hasNps) and recorded once by a recruiter', async () => {
    const process = await closedWithHire();
    expect(await feedback(process.id)).toEqual({ hasNps: false, hasHired: true });
    const body = await record(recruiter.token, process.id, 9);
    expect(body.errors).toBeUndefined();
    expect(body.data!.recordProcessNps).toEqual({ hasNps: true, hasHired: true });
    expect(await feedback(process.id)).toEqual({ hasNps: true, hasHired: true });
    expect((await record(owner.token, process.id, 3)).errors?.[0]?.extensions?.code).toBe('NPS_ALREADY_RECORDED');
    expect(await scores(process.id)).toEqual([{ score: 9, user_id: recruiter.user.id }]);
  });

  it('keeps one score when 20 arrive at once', async () => {
    const process = await closedWithHire();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => record(owner.token, process.id, i % 11)));
    const codes = answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'NPS_ALREADY_RECORDED')).toHaveLength(19);
    expect(await scores(process.id)).toHaveLength(1);
  });

  it('takes a whole number from 0 to 10, only for a closed process with hires of the caller’s company', async () => {
    const process = await closedWithHire();
    for (const score of [-1, 11, 4.5]) {
      const body = await record(owner.token, process.id, score);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    }
    expect((await record(viewer.token, process.id, 8)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await record(stranger.token, process.id, 8)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await scores(process.id)).toEqual([]);

    const launched = await t.buildProcess({ companyId: owner.company.id, status: 'LAUNCHED' });
    const noHires = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    await t.buildProcessPerson({ processId: noHires.id, evaluationsStatus: 'ENDED' });
    for (const other of [launched, noHires]) {
      expect((await record(owner.token, other.id, 8)).errors?.[0]?.extensions?.code).toBe('NPS_NOT_APPLICABLE');
      expect(await feedback(other.id)).toEqual({ hasNps: false, hasHired: false });
    }
    expect(await record(owner.token, process.id, 0)).toMatchObject({ data: { recordProcessNps: { hasNps: true } } });
  });
});
