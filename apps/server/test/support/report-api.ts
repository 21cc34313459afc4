import type { LightMyRequestResponse } from 'fastify';
import type { GeneratedReport } from '../../src/modules/reports/report-store.js';
import type { GraphqlBody, TestApp } from './test-app.js';

/** The GeneratedReport fields the report tests read. */
export const REPORT_FIELDS = `id kind processId processPersonId status type language sections engineId vendorId fileName size url urlExpiresAt
  progress { done total } error createdAt completedAt`;

/** A GeneratedReport as the JSON answer carries it: its dates are ISO strings. */
export type ReportView = Omit<GeneratedReport, 'urlExpiresAt' | 'createdAt' | 'completedAt'> & {
  urlExpiresAt: string | null;
  createdAt: string;
  completedAt: string | null;
};

export interface ReportOptions {
  sections: string[];
  type: string;
  engineId: string;
  vendorId: string;
  language?: string | null;
}

const OPTIONS_ARGS =
  '$sections: [ReportSection!]!, $type: ReportFormat!, $engineId: String!, $language: Locale, $vendorId: String!';
const OPTIONS_PASSED =
  'sections: $sections, type: $type, engineId: $engineId, language: $language, vendorId: $vendorId';
const SETTLED = ['COMPLETED', 'FAILED'];

type Headers = Record<string, string>;

/** Typed calls of the report operations (docs/decisions/009, Reports), and the download of a report's file. */
export function reportApi(t: Pick<TestApp, 'gql' | 'app'>) {
  const api = {
    generate: (token: string, processPersonId: number, options: ReportOptions, headers?: Headers) =>
      t.gql<{ generateReport: ReportView }>(
        token,
        `mutation($processPersonId: Int!, ${OPTIONS_ARGS}) { generateReport(processPersonId: $processPersonId, ${OPTIONS_PASSED}) { ${REPORT_FIELDS} } }`,
        { processPersonId, ...options },
        headers,
      ),
    delete: (token: string, processPersonId: number, options: ReportOptions) =>
      t.gql<{ deleteReport: boolean }>(
        token,
        `mutation($id: Int!, ${OPTIONS_ARGS}) { deleteReport(id: $id, ${OPTIONS_PASSED}) }`,
        { id: processPersonId, ...options },
      ),
    generateTrust: (
      token: string,
      processPersonId: number,
      reliabilityComposedCapId: number,
      extra: { type?: string; engineId?: string } = {},
      headers?: Headers,
    ) =>
      t.gql<{ generateTrustReport: ReportView }>(
        token,
        `mutation($processPersonId: Int!, $type: ReportFormat!, $engineId: String!, $capId: Int!) {
          generateTrustReport(processPersonId: $processPersonId, type: $type, engineId: $engineId, reliabilityComposedCapId: $capId) { ${REPORT_FIELDS} } }`,
        {
          processPersonId,
          type: extra.type ?? 'PDF',
          engineId: extra.engineId ?? 'EVALUAR',
          capId: reliabilityComposedCapId,
        },
        headers,
      ),
    deleteTrust: (token: string, processPersonId: number, type = 'PDF') =>
      t.gql<{ deleteReportTrust: boolean }>(
        token,
        'mutation($id: Int!, $type: ReportFormat!) { deleteReportTrust(id: $id, type: $type) }',
        { id: processPersonId, type },
      ),
    bulk: (token: string, processId: number, processPersonIds: number[], options: ReportOptions) =>
      t.gql<{ generateReports: ReportView }>(
        token,
        `mutation($processId: Int!, $ids: [Int!]!, ${OPTIONS_ARGS}) {
          generateReports(processId: $processId, processPersonIds: $ids, ${OPTIONS_PASSED}) { ${REPORT_FIELDS} } }`,
        { processId, ids: processPersonIds, ...options },
      ),
    read: (token: string, id: number, headers?: Headers) =>
      t.gql<{ candidateReport: ReportView }>(
        token,
        `query($id: Int!) { candidateReport(id: $id) { ${REPORT_FIELDS} } }`,
        { id },
        headers,
      ),
    templates: (token: string, companyId: number) =>
      t.gql<{
        getReportTemplateByCompanyId: {
          id: number;
          name: string;
          publicName: string;
          companyId: number | null;
          engineId: string;
          vendorId: string;
          layout: string;
        }[];
      }>(
        token,
        'query($companyId: Int!) { getReportTemplateByCompanyId(CompanyId: $companyId) { id name publicName version createdAt companyId engineId vendorId layout } }',
        { companyId },
      ),
    finished: (token: string, processId: number, personId: number) =>
      t.gql<{ getComponentsFinished: { componentType: string; order: number; label: string; sections: string[] }[] }>(
        token,
        'query($processId: Int!, $personId: Int!) { getComponentsFinished(processId: $processId, candidateId: $personId) { componentType order label sections } }',
        { processId, personId },
      ),
    /** Reads the report until it is COMPLETED or FAILED (jobs run in the test app), as the dialog polls it. */
    async settled(token: string, id: number, timeoutMs = 60_000): Promise<ReportView> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const body: GraphqlBody<{ candidateReport: ReportView }> = await api.read(token, id);
        const report = body.data?.candidateReport;
        if (!report) throw new Error(`candidateReport ${id}: ${JSON.stringify(body.errors)}`);
        if (SETTLED.includes(report.status)) return report;
        if (Date.now() > deadline) throw new Error(`report ${id} still ${report.status} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** GET of a download address, with a session when `token` is given. */
    download: (url: string, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  };
  return api;
}
