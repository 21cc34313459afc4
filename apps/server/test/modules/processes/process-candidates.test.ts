import { describe, expect, it } from 'vitest';
import { candidateApi } from '../../support/candidate-api.js';
import { testSuite } from '../../support/suite.js';

/**
 * Issue 21: one process showed three totals (header, candidate list, dashboard). The candidates of a
 * process are defined once (docs/decisions/034) and every screen counts the same.
 */

const { t, owner } = testSuite();
const candidates = candidateApi(t);

interface Totals {
  getProcess: { numberOfPeople: number; hiredQuantity: number; processFeedback: { hasHired: boolean } };
  processPersonPaginated: { total: number; processTotal: number };
  processDashboard: { funnel: { invited: number; hired: number } };
}

async function totals(processId: number) {
  const body = await t.gql<Totals>(
    owner.token,
    `query($id: Int!) {
      getProcess(id: $id) { numberOfPeople hiredQuantity processFeedback { hasHired } }
      processPersonPaginated(processId: $id, page: 1, size: 10) { total processTotal }
      processDashboard(processId: $id) { funnel { invited hired } }
    }`,
    { id: processId },
  );
  expect(body.errors).toBeUndefined();
  const { getProcess, processPersonPaginated, processDashboard } = body.data!;
  return {
    header: getProcess.numberOfPeople,
    list: processPersonPaginated.processTotal,
    listShown: processPersonPaginated.total,
    dashboard: processDashboard.funnel.invited,
    hiredHeader: getProcess.hiredQuantity,
    hiredDashboard: processDashboard.funnel.hired,
    hasHired: getProcess.processFeedback.hasHired,
  };
}

describe('the candidates of a process', () => {
  it('are counted alike by the header, the candidate list and the dashboard, whatever state each is in', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, status: 'LAUNCHED', withJobOpportunity: true });
    const of = (evaluationsStatus: 'OPEN' | 'INPROGRESS' | 'ENDED' | 'DISQUALIFIED') =>
      t.buildProcessPerson({ processId: process.id, evaluationsStatus });
    await of('OPEN');
    await of('INPROGRESS');
    const hired = await of('ENDED');
    await t.buildHire({ processPersonId: hired.processPersonId });
    const cancelled = await of('ENDED');
    await t.buildHire({ processPersonId: cancelled.processPersonId, status: 'CANCELLED' });
    await of('DISQUALIFIED');
    const blacklisted = await of('ENDED');
    await t.buildBlacklist({ companyId: owner.company.id, personId: blacklisted.personId });
    const disliked = await of('ENDED');
    await t.buildFeeling({ processPersonId: disliked.processPersonId, userId: owner.user.id, feeling: 'NO' });
    const removed = await of('OPEN');
    expect((await candidates.delete(owner.token, process.id, removed.processPersonId)).errors).toBeUndefined();
    // The trust sub-process checks the same person again: its row is not one more candidate of the parent.
    const child = await t.buildProcess({ companyId: owner.company.id, status: 'LAUNCHED', parentId: process.id });
    await t.buildProcessPerson({ processId: child.id, personId: hired.personId });

    const seen = await totals(process.id);
    expect(seen).toEqual({
      header: 7,
      list: 7,
      // The list hides "No me gusta" by default (spec 3 section 9) and says so next to the total.
      listShown: 6,
      dashboard: 7,
      hiredHeader: 1,
      hiredDashboard: 1,
      hasHired: true,
    });
  });
});
