import type { TestApp } from './test-app.js';

export interface TrustPersonInput {
  id?: number;
  email?: string | null;
  identification?: string;
  firstName?: string;
  lastName?: string;
}

export interface TrustCandidate {
  processPersonId: number;
  trustCode: string | null;
  componentStatus: { componentType: string; status: string; notified: boolean }[];
}

/** Typed calls of the trust invitation operations (docs/api/trust.md). */
export function trustApi(t: Pick<TestApp, 'gql'>) {
  return {
    launch: (token: string, processId: number, competences: string[]) =>
      t.gql<{ launchSubProcess: { id: number; parent: number | null } }>(
        token,
        `mutation($processId: Int!, $competences: [TrustCheck!]!) {
          launchSubProcess(processId: $processId, competences: $competences) { id parent } }`,
        { processId, competences },
      ),
    addPeople: (token: string, processId: number, peopleList: TrustPersonInput[]) =>
      t.gql<{ addPeopleToTrustProcess: TrustCandidate[] }>(
        token,
        `mutation($processId: Int!, $peopleList: [TrustPersonInput!]!) {
          addPeopleToTrustProcess(processId: $processId, peopleList: $peopleList) {
            processPersonId trustCode componentStatus { componentType status notified } } }`,
        { processId, peopleList },
      ),
    /** The candidate list's trust facet of the process, as key → count. */
    trustFacet: async (token: string, processId: number) => {
      const body = await t.gql<{ processPersonPaginated: { filters: { trust: { key: string; docCount: number }[] } } }>(
        token,
        `query($processId: Int!) { processPersonPaginated(processId: $processId, page: 1, size: 10) { filters { trust { key docCount } } } }`,
        { processId },
      );
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return Object.fromEntries(
        body.data!.processPersonPaginated.filters.trust.filter((f) => f.docCount > 0).map((f) => [f.key, f.docCount]),
      );
    },
  };
}
