import { beforeAll, describe, expect, it } from 'vitest';
import { invitationApi } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/** processPaginated: the invite-to-process dialog's table of processes. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = invitationApi(t);
/** The company's LAUNCHED, unarchived processes, newest first (the list's order). */
const launched: number[] = [];
let source: number;
let closed: number;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  const base = Date.now() - 30 * DAY_MS;
  const at = (days: number) => new Date(base + days * DAY_MS);
  source = (await t.buildProcess({ companyId: owner.company.id, name: 'PROCESO ORIGEN', createdAt: at(1) })).id;
  for (let i = 0; i < 5; i++) {
    const process = await t.buildProcess({
      companyId: owner.company.id,
      name: `VENDEDOR ${i}`,
      positionName: `Vendedor de piso ${i}`,
      ownerId: owner.user.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: i % 2 ? 'CONTROLLED' : 'EMAIL',
      fullProfile: i !== 1,
      createdAt: at(2 + i),
    });
    launched.unshift(process.id);
  }
  launched.push(source);
  closed = (
    await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED', name: 'VENDEDOR CERRADO', createdAt: at(10) })
  ).id;
  await t.buildProcess({ companyId: owner.company.id, archived: true, name: 'VENDEDOR ARCHIVADO', createdAt: at(11) });
  await t.buildProcess({ companyId: stranger.company.id, name: 'VENDEDOR AJENO', createdAt: at(12) });
});

describe('processPaginated', () => {
  it('lists the company’s LAUNCHED processes that are not archived, without the excluded one, with the dialog’s columns', async () => {
    const body = await api.processes(owner.token, { excludeId: source });
    expect(body.errors).toBeUndefined();
    const page = body.data!.processPaginated;
    expect(page).toMatchObject({ total: 5, page: 1, size: 20 });
    expect(page.data.map((p) => p.id)).toEqual(launched.filter((id) => id !== source));
    const basic = page.data.find((p) => p.processName === 'VENDEDOR 1')!;
    expect(basic).toMatchObject({
      positionName: 'Vendedor de piso 1',
      ownerName: `${owner.user.firstName} ${owner.user.lastName}`,
      environmentTypeName: 'CONTROLLED',
      fullProfile: false,
      statusName: 'LAUNCHED',
    });
    expect(basic.startDate).not.toBeNull();
    expect(basic.endDate).not.toBeNull();
  });

  it('pages, searches, and takes another status or the archived processes when asked', async () => {
    const first = (await api.processes(owner.token, { size: 2, page: 1 })).data!.processPaginated;
    const third = (await api.processes(owner.token, { size: 2, page: 3 })).data!.processPaginated;
    expect(first.total).toBe(6);
    expect(first.data.map((p) => p.id)).toEqual(launched.slice(0, 2));
    expect(third.data.map((p) => p.id)).toEqual(launched.slice(4, 6));

    const search = (await api.processes(owner.token, { wildcard: 'vendedor 3' })).data!.processPaginated;
    expect(search.data.map((p) => p.processName)).toEqual(['VENDEDOR 3']);
    const closedOnes = (await api.processes(owner.token, { processStatus: ['CLOSED'] })).data!.processPaginated;
    expect(closedOnes.data.map((p) => p.id)).toEqual([closed]);
    const archived = (await api.processes(owner.token, { archived: true })).data!.processPaginated;
    expect(archived.data.map((p) => p.processName)).toEqual(['VENDEDOR ARCHIVADO']);
  });

  it('ignores companyId: another company’s processes never show', async () => {
    const body = (await api.processes(owner.token, { companyId: stranger.company.id, wildcard: 'ajeno' })).data!
      .processPaginated;
    expect(body.total).toBe(0);
    const theirs = (await api.processes(stranger.token)).data!.processPaginated;
    expect(theirs.data.map((p) => p.processName)).toEqual(['VENDEDOR AJENO']);
  });

  it('needs process.view (a viewer has it) and a session; page sizes above 100 are refused', async () => {
    expect((await api.processes(viewer.token)).data!.processPaginated.total).toBe(6);
    expect(codeOf(await t.gql(null, '{ processPaginated { total } }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.processes(owner.token, { size: 101 }))).toBe('BAD_INPUT');
  });
});
