import type { GraphqlBody, TestApp } from './test-app.js';

/** The Process fields the process tests read, through GraphQL only. */
export const PROCESS_FIELDS = `
  id companyId companyName complete confidential archived extensible
  createdAt updatedAt endPublicationDate startDate endDate launchedAt
  fullProfile children parent ownerId ownerName pendingPeopleQuantity positionName processName
  productTypeName statusName timeZone typeCompanyPlan typeCompanyPlanName environmentTypeName
  url trustUrl totalConsume usedCredits hiredQuantity hasContractedUsers numberOfPeople
  recurrenceSummary { isExtend totalConsume lastPublication }
  jobOpportunity { id name positionId components { componentType order weight minValueToPass } }
  personSummary { key docCount }
`;

export interface ProcessView {
  id: number;
  companyId: number;
  companyName: string;
  complete: boolean;
  confidential: boolean;
  archived: boolean;
  extensible: boolean;
  createdAt: string;
  updatedAt: string;
  endPublicationDate: string | null;
  startDate: string | null;
  endDate: string | null;
  launchedAt: string | null;
  fullProfile: boolean;
  children: number[];
  parent: number | null;
  ownerId: number | null;
  ownerName: string | null;
  pendingPeopleQuantity: number;
  positionName: string | null;
  processName: string;
  productTypeName: string;
  statusName: string;
  timeZone: string;
  typeCompanyPlan: string;
  typeCompanyPlanName: string;
  environmentTypeName: string;
  url: string | null;
  trustUrl: string | null;
  totalConsume: number;
  usedCredits: number;
  hiredQuantity: number;
  hasContractedUsers: boolean;
  numberOfPeople: number;
  recurrenceSummary: { isExtend: boolean; totalConsume: number; lastPublication: string | null };
  jobOpportunity: {
    id: number;
    name: string;
    positionId: number | null;
    components: { componentType: string; order: number; weight: number; minValueToPass: number }[];
  } | null;
  personSummary: { key: string; docCount: number }[];
}

export interface Facet {
  key: string;
  docCount: number;
  label: string | null;
}

export interface ProcessPage {
  data: ProcessView[];
  filters: { status: Facet[]; owner: Facet[]; productType: Facet[] };
  page: number;
  size: number;
  total: number;
}

export interface ProcessSearch {
  page?: number;
  size?: number;
  processStatus?: string[];
  wildcard?: string;
  isConfidential?: boolean;
  archived?: boolean;
  owner?: number[];
  ownerName?: string;
  dateAgo?: number;
  dateWildcard?: string;
  productType?: string[];
  hired?: boolean;
  candidate?: string;
}

const LIST = `query List($page: Int, $size: Int, $processStatus: [ProcessStatus!], $wildcard: String, $isConfidential: Boolean, $archived: Boolean,
  $owner: [Int!], $ownerName: String, $dateAgo: Int, $dateWildcard: Date, $productType: [ProductType!], $hired: Boolean, $candidate: String) {
  getProcessPaginated(page: $page, size: $size, processStatus: $processStatus, wildcard: $wildcard, isConfidential: $isConfidential,
    archived: $archived, owner: $owner, ownerName: $ownerName, dateAgo: $dateAgo, dateWildcard: $dateWildcard, productType: $productType,
    hired: $hired, candidate: $candidate) {
    data { ${PROCESS_FIELDS} }
    filters { status { key docCount label } owner { key docCount label } productType { key docCount label } }
    page size total
  }
}`;

const DAY_MS = 86_400_000;

/** Typed calls of the process operations of spec 1 section 7. */
export function processApi(t: Pick<TestApp, 'gql'>) {
  return {
    list: (token: string, search: ProcessSearch = {}) =>
      t.gql<{ getProcessPaginated: ProcessPage }>(token, LIST, search as Record<string, unknown>),
    monitor: (token: string, processId: number) =>
      t.gql<{ getProcessMonitor: ProcessView }>(
        token,
        `query($id: Int!) { getProcessMonitor(processId: $id) { ${PROCESS_FIELDS} } }`,
        { id: processId },
      ),
    summary: (token: string, processId: number) =>
      t.gql<{ processSummary: ProcessView }>(
        token,
        `query($id: Int!) { processSummary(processId: $id) { id statusName } }`,
        { id: processId },
      ),
    get: (token: string, id: number) =>
      t.gql<{ getProcess: ProcessView }>(token, `query($id: Int!) { getProcess(id: $id) { id statusName } }`, { id }),
    close: (token: string, id: number) =>
      t.gql<{ close: ProcessView }>(
        token,
        `mutation($id: Int!) { close(id: $id, noValidate: true) { ${PROCESS_FIELDS} } }`,
        { id },
      ),
    clone: (token: string, id: number, dto: { name: unknown; timeZone: unknown }) =>
      t.gql<{ clone: number }>(
        token,
        `mutation($id: Int!, $dto: RelaunchProcessCreateDto!) { clone(id: $id, relaunchProcessCreateDto: $dto) }`,
        { id, dto },
      ),
    /** extend with an explicit end date in milliseconds. */
    extendTo: (token: string, id: number, endDate: number, startDate = Date.now()) =>
      t.gql<{ extend: ProcessView }>(
        token,
        `mutation($id: Int!, $dto: DateRangeWithTimezoneCreateDto!) { extend(id: $id, dateRangeWithTimezoneCreateDto: $dto) { ${PROCESS_FIELDS} } }`,
        { id, dto: { startDate, endDate, timeZone: 'America/Bogota' } },
      ),
    archive: (token: string, id: number, status: boolean) =>
      t.gql<{ archive: ProcessView }>(
        token,
        `mutation($id: Int!, $status: Boolean!) { archive(id: $id, status: $status) { ${PROCESS_FIELDS} } }`,
        {
          id,
          status,
        },
      ),
  };
}

/** The end date the web app sends for a tier: the current end (or now, when it passed) plus the tier's added days. */
export function requestedEndDate(currentEnd: Date, durationDays: number, now = Date.now()): number {
  return Math.max(currentEnd.getTime(), now) + durationDays * DAY_MS;
}

/** The error code of the first error, or undefined. */
export const codeOf = (body: GraphqlBody<unknown>) => body.errors?.[0]?.extensions?.code;
