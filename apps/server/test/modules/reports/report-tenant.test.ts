import { beforeAll, describe, expect, it } from 'vitest';
import { tenantFingerprint, tenantTables } from '../../security/tenant-rows.js';
import { codeOf } from '../../support/process-api.js';
import { reportApi, type ReportOptions } from '../../support/report-api.js';
import { testSuite } from '../../support/suite.js';
import { reportLink } from '../../../src/modules/reports/report-link.js';

/**
 * Reports across companies: a user of another company can neither generate, read, delete nor
 * fetch company A's reports (NOT_FOUND, as for ids nobody holds), and A's download address does
 * not open with a signature made for the other company; A's rows stay as they were.
 */

const { t, owner, stranger } = testSuite({ members: ['stranger'], config: { jobsInline: true } });
const api = reportApi(t);
const PDF: ReportOptions = { sections: ['DISC'], type: 'PDF', engineId: 'EVALUAR', vendorId: 'COMPLETE', language: 'es' };

let processId: number;
let candidate: { processPersonId: number; personId: number; reliabilityId: number };
let report: { id: number; url: string };

beforeAll(async () => {
  const process = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: { components: [{ componentType: 'DISC', order: 1, weight: 100 }] } });
  processId = process.id;
  const built = await t.buildProcessPerson({ processId, evaluationsStatus: 'ENDED', composedScore: 80 });
  await t.buildComponentResult({ processPersonId: built.processPersonId, componentType: 'DISC', status: 'SUCCESS', value: 80 });
  const reliability = await t.buildComponentResult({ processPersonId: built.processPersonId, componentType: 'RELIABILITY', status: 'SUCCESS', value: 70 });
  candidate = { ...built, reliabilityId: reliability.id };
  const queued = (await api.generate(owner.token, candidate.processPersonId, PDF)).data!.generateReport;
  const settled = await api.settled(owner.token, queued.id);
  report = { id: settled.id, url: settled.url! };
});

describe('company A’s report and company B’s user', () => {
  it('refuses every report operation on A’s candidates, process and reports with NOT_FOUND, changing nothing of A', async () => {
    const tables = await tenantTables(t.db);
    const before = await tenantFingerprint(t.db, tables, owner.company.id);
    const calls = {
      generateReport: api.generate(stranger.token, candidate.processPersonId, PDF),
      deleteReport: api.delete(stranger.token, candidate.processPersonId, PDF),
      generateTrustReport: api.generateTrust(stranger.token, candidate.processPersonId, candidate.reliabilityId),
      deleteReportTrust: api.deleteTrust(stranger.token, candidate.processPersonId),
      generateReports: api.bulk(stranger.token, processId, [candidate.processPersonId], PDF),
      candidateReport: api.read(stranger.token, report.id),
      getComponentsFinished: api.finished(stranger.token, processId, candidate.personId),
    };
    const codes: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(calls)) codes[name] = codeOf(await call);
    expect(codes).toEqual(Object.fromEntries(Object.keys(calls).map((name) => [name, 'NOT_FOUND'])));
    expect(await tenantFingerprint(t.db, tables, owner.company.id)).toEqual(before);
  });

  it('does not serve A’s file to B’s session, even with A’s own address', async () => {
    const response = await api.download(report.url, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The address itself works: it is the session of another company that does not.
    expect((await api.download(report.url)).statusCode).toBe(200);
  });

  it('does not open A’s report with a signature made for B’s company', async () => {
    const forB = reportLink(t.services.config, report.id, stranger.company.id);
    for (const token of [undefined, stranger.token, owner.token]) {
      const response = await api.download(forB.url, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('does not open A’s report with an address signed by another server', async () => {
    const other = reportLink({ ...t.services.config, jwtSecret: 'not-this-server' }, report.id, owner.company.id);
    expect((await api.download(other.url)).statusCode).toBe(404);
  });
});
