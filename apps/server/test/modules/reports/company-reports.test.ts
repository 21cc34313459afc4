import { beforeAll, describe, expect, it } from 'vitest';
import { candidateReports } from '../../../src/db/schema/index.js';
import { testSuite } from '../../support/suite.js';

/** The company reports page's list: behind COMPANY_REPORTS or ANALYTIC_REPORT, searched, paged, with download links. */
const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });

const LIST = `query($search: String, $page: Int, $size: Int) {
  companyReports(search: $search, page: $page, size: $size) {
    items { id kind status processName candidateName downloadUrl } page size total
  }
}`;
type Page = { items: { id: number; status: string; processName: string; candidateName: string | null; downloadUrl: string | null }[]; total: number };

beforeAll(async () => {
  const cashier = await t.buildProcess({ companyId: owner.company.id, name: 'Cajero Guayaquil' });
  const analyst = await t.buildProcess({ companyId: owner.company.id, name: 'Analista de datos' });
  const ana = await t.buildProcessPerson({ processId: cashier.id, person: { firstName: 'Ana', lastName: 'Pérez' } });
  const luis = await t.buildProcessPerson({ processId: analyst.id, person: { firstName: 'Luis', lastName: 'Gómez' } });
  const row = (processId: number, processPersonId: number | null, status: 'COMPLETED' | 'IN_QUEUE', n: number) => ({
    companyId: owner.company.id,
    processId,
    processPersonId,
    kind: processPersonId ? ('CANDIDATE' as const) : ('BUNDLE' as const),
    status,
    format: 'PDF' as const,
    language: 'es' as const,
    engineId: 'DEFAULT',
    vendorId: 'TERNA',
    optionsKey: `k${n}`,
    dataHash: `h${n}`,
    fileName: `informe-${n}.pdf`,
    fileKey: status === 'COMPLETED' ? `reports/${n}.pdf` : null,
    createdAt: new Date(Date.UTC(2026, 0, n)),
  });
  await t.db.insert(candidateReports).values([
    row(cashier.id, ana.processPersonId, 'COMPLETED', 1),
    row(analyst.id, luis.processPersonId, 'IN_QUEUE', 2),
    row(analyst.id, null, 'COMPLETED', 3),
  ]);
  const foreign = await t.buildProcess({ companyId: stranger.company.id, name: 'Cajero Guayaquil' });
  await t.db.insert(candidateReports).values({ ...row(foreign.id, null, 'COMPLETED', 4), companyId: stranger.company.id });
});

describe('companyReports', () => {
  it('is refused without COMPANY_REPORTS or ANALYTIC_REPORT, and to a member without report.generate', async () => {
    const refused = await t.gql(owner.token, LIST);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FEATURE_REQUIRED');
    await t.buildFeature(owner.company.id, 'COMPANY_REPORTS');
    const viewerBody = await t.gql(viewer.token, LIST);
    expect(viewerBody.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the company’s reports newest first, with a download address once completed', async () => {
    const body = await t.gql<{ companyReports: Page }>(owner.token, LIST, { size: 2 });
    expect(body.errors).toBeUndefined();
    const page = body.data!.companyReports;
    expect(page.total).toBe(3);
    expect(page.items.map((r) => [r.processName, r.candidateName, r.status])).toEqual([
      ['Analista de datos', null, 'COMPLETED'],
      ['Analista de datos', 'Luis Gómez', 'IN_QUEUE'],
    ]);
    expect(page.items[0]!.downloadUrl).toMatch(/^\/process-web\/reports\/\d+\/file\?expires=\d+&signature=/);
    expect(page.items[1]!.downloadUrl).toBeNull();
  });

  it('finds by candidate or process name, accents and case aside; LIKE wildcards are literal', async () => {
    const byCandidate = await t.gql<{ companyReports: Page }>(owner.token, LIST, { search: 'perez' });
    expect(byCandidate.data!.companyReports.items.map((r) => r.candidateName)).toEqual(['Ana Pérez']);
    const byProcess = await t.gql<{ companyReports: Page }>(owner.token, LIST, { search: 'GUAYAQUIL' });
    expect(byProcess.data!.companyReports.total).toBe(1);
    const wildcard = await t.gql<{ companyReports: Page }>(owner.token, LIST, { search: '%' });
    expect(wildcard.data!.companyReports.total).toBe(0);
  });

  it('refuses a search past 100 characters and a page size past 100', async () => {
    expect((await t.gql(owner.token, LIST, { search: 'a'.repeat(101) })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect((await t.gql(owner.token, LIST, { size: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});
