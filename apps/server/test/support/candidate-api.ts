import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

export interface CandidateView {
  id: number;
  processPersonId: number;
  personId: number;
  processId: number;
  evaluationsStatus: string;
  firstName: string;
  lastName: string;
  mail: string | null;
  identification: string | null;
  blackListed: boolean;
  feeling: string | null;
  feelings: { userId: number | null; observerId: number | null; feeling: string }[];
  tags: { id: number; code: string; userId: number | null; processPersonId: number }[];
  hired: Hired | null;
  composedCapResult: { value: number | null; status: boolean; isCompleted: boolean };
  componentStatus: { componentType: string; status: string; value: number | null }[];
  person: { birthDate: string | null; countryCode: string; place: { uuid: string; name: string } | null };
}

export interface Hired {
  hiredAt: string;
  status: string;
  updatedAt: string;
  userId: number | null;
}

export interface TagsConfig {
  id: number;
  processId: number;
  date: string | null;
  tags: { code: string; color: string; label: string }[];
}

export interface TagInput {
  code?: string | null;
  label: string;
  color: string;
}

/** The ProcessCandidate fields the candidate-action tests read. */
export const CANDIDATE_FIELDS = `id processPersonId personId processId evaluationsStatus firstName lastName mail identification blackListed feeling
  feelings { userId observerId feeling } tags { id code userId processPersonId } hired { hiredAt status updatedAt userId }
  composedCapResult { value status isCompleted } componentStatus { componentType status value }
  person { birthDate countryCode place { uuid name } }`;

const TAGS_CONFIG_FIELDS = 'id processId date tags { code color label }';

type Headers = Record<string, string>;

/** Typed calls of the candidate operations of docs/api/candidate-actions.md (reads, menu actions, tags, REST). */
export function candidateApi(t: Pick<TestApp, 'gql' | 'app'>) {
  const rest = (
    method: 'PUT' | 'POST',
    url: string,
    token: string | null,
    payload: unknown,
    headers: Headers = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  return {
    processPerson: (token: string, id: number, extra = '', headers?: Headers) =>
      t.gql<{ processPerson: CandidateView & Record<string, unknown> }>(
        token,
        `query($id: Int!) { processPerson(id: $id) { ${CANDIDATE_FIELDS} ${extra} } }`,
        { id },
        headers,
      ),
    delete: (token: string, processId: number, candidateId: number) =>
      t.gql<{ deleteCandidateFromProcess: boolean }>(
        token,
        'mutation($processId: Int!, $candidateId: Int!) { deleteCandidateFromProcess(processId: $processId, candidateId: $candidateId) }',
        { processId, candidateId },
      ),
    approve: (token: string, processId: number, candidateId: number, observation: unknown, headers?: Headers) =>
      t.gql<{ aproveComponents: CandidateView }>(
        token,
        `mutation($processId: Int!, $candidateId: Int!, $observation: String!) {
          aproveComponents(processId: $processId, candidateId: $candidateId, observation: $observation) { ${CANDIDATE_FIELDS} } }`,
        { processId, candidateId, observation },
        headers,
      ),
    reactivate: (token: string, processId: number, personId: number, positionComponentType: string) =>
      t.gql<{ reactivateComponent: CandidateView }>(
        token,
        `mutation($processId: Int!, $personId: Int!, $type: ComponentType!) {
          reactivateComponent(processId: $processId, personId: $personId, positionComponentType: $type) { ${CANDIDATE_FIELDS} } }`,
        { processId, personId, type: positionComponentType },
      ),
    remind: (token: string, processId: number, personId: number, headers?: Headers) =>
      t.gql<{ sendReminder: boolean }>(
        token,
        'mutation($processId: Int!, $personId: Int!) { sendReminder(processId: $processId, personId: $personId) }',
        { processId, personId },
        headers,
      ),
    remindAll: (token: string, processId: number) =>
      t.gql<{ sendNotificationByProcessId: number }>(
        token,
        'mutation($processId: Int!) { sendNotificationByProcessId(processId: $processId) }',
        { processId },
      ),
    blacklist: (token: string, personId: number, processId?: number, listed?: boolean) =>
      t.gql<{ setPersonToBlackList: boolean }>(
        token,
        'mutation($personId: Int!, $processId: Int, $listed: Boolean) { setPersonToBlackList(personId: $personId, processId: $processId, listed: $listed) }',
        { personId, processId, listed },
      ),
    hire: (token: string, processId: number, processPersonId: number, hiredDate: string, headers?: Headers) =>
      t.gql<{ setPersonHired: Hired }>(
        token,
        `mutation($processId: Int!, $hiredDate: String!, $processPersonId: Int!) {
          setPersonHired(processId: $processId, hiredDate: $hiredDate, processPersonId: $processPersonId) { hiredAt status updatedAt userId } }`,
        { processId, hiredDate, processPersonId },
        headers,
      ),
    updateHire: (token: string, processId: number, processPersonId: number, hiredDate: string | null) =>
      t.gql<{ updatePersonHired: Hired | null }>(
        token,
        `mutation($processId: Int!, $hiredDate: String, $processPersonId: Int!) {
          updatePersonHired(processId: $processId, hiredDate: $hiredDate, processPersonId: $processPersonId) { hiredAt status updatedAt userId } }`,
        { processId, hiredDate, processPersonId },
      ),
    compare: (token: string, processId: number, ids: number[], headers?: Headers) =>
      t.gql<{ addCandidatesToComparator: { ok: boolean; message: string } }>(
        token,
        'mutation($ids: [Int!]!, $processId: Int!) { addCandidatesToComparator(ids: $ids, processId: $processId) { ok message } }',
        { ids, processId },
        headers,
      ),
    uncompare: (token: string, processId: number, id: number, headers?: Headers) =>
      t.gql<{ removeCandidateFromComparator: { ok: boolean; message: string } }>(
        token,
        'mutation($id: Int!, $processId: Int!) { removeCandidateFromComparator(id: $id, processId: $processId) { ok message } }',
        { id, processId },
        headers,
      ),
    addTag: (token: string, processPersonId: number, code: string) =>
      t.gql<{
        createPersonTag: { id: number; code: string; date: string; userId: number | null; processPersonId: number };
      }>(
        token,
        'mutation($processPersonId: Int!, $code: String!) { createPersonTag(processPersonId: $processPersonId, code: $code, userId: 1) { id code date userId processPersonId } }',
        { processPersonId, code },
      ),
    removeTag: (token: string, id: number, processPersonId: number) =>
      t.gql<{ deletePersonTag: boolean }>(
        token,
        'mutation($id: Int!, $processPersonId: Int!) { deletePersonTag(id: $id, processPersonId: $processPersonId) }',
        {
          id,
          processPersonId,
        },
      ),
    createProcessTags: (token: string, processId: number, tags: TagInput[]) =>
      t.gql<{ createProcessTag: TagsConfig }>(
        token,
        `mutation($processId: Int!, $tags: [TagInput!]!) { createProcessTag(processId: $processId, tags: $tags) { ${TAGS_CONFIG_FIELDS} } }`,
        { processId, tags },
      ),
    updateProcessTags: (token: string, id: number, processId: number, tags: TagInput[]) =>
      t.gql<{ updateProcessTag: TagsConfig }>(
        token,
        `mutation($id: Int!, $processId: Int!, $tags: [TagInput!]!) { updateProcessTag(id: $id, processId: $processId, tags: $tags) { ${TAGS_CONFIG_FIELDS} } }`,
        { id, processId, tags },
      ),
    tagsConfig: (token: string, processId: number) =>
      t.gql<{ getTagsConfig: TagsConfig }>(
        token,
        `query($processId: Int!) { getTagsConfig(processId: $processId) { ${TAGS_CONFIG_FIELDS} } }`,
        { processId },
      ),
    companyTags: (token: string, companyId?: number) =>
      t.gql<{
        getCompanyTags: {
          id: number;
          companyId: number;
          date: string | null;
          listTags: { id: number; code: string; hexCode: string; title: string; isPredefined: boolean }[];
        };
      }>(
        token,
        'query($companyId: Int) { getCompanyTags(companyId: $companyId) { id companyId date listTags { id code hexCode title isPredefined } } }',
        { companyId },
      ),

    /** PUT /process-web/process/{id}/notifications. */
    restRemindAll: (token: string | null, processId: number | string, headers?: Headers) =>
      rest('PUT', `/process-web/process/${processId}/notifications`, token, { notifyAll: false }, headers),
    /** PUT /process-web/process/{id}/notification with the personId. */
    restRemind: (token: string | null, processId: number | string, personId: unknown, headers?: Headers) =>
      rest('PUT', `/process-web/process/${processId}/notification`, token, { id: personId }, headers),
    /** PUT /process-web/process/{id}/delete/full with the personId. */
    restDeleteFull: (token: string | null, processId: number | string, personId: unknown) =>
      rest('PUT', `/process-web/process/${processId}/delete/full`, token, { id: personId }),
    /** PUT /process-web/process/{id}/delete/basic with the identification. */
    restDeleteBasic: (token: string | null, processId: number | string, identification: unknown) =>
      rest('PUT', `/process-web/process/${processId}/delete/basic`, token, { identification }),
    /** POST /process-web/hired. */
    restHire: (token: string | null, body: Record<string, unknown>, headers?: Headers) =>
      rest('POST', '/process-web/hired', token, body, headers),
    /** PUT /process-web/hired/cancel. */
    restCancelHire: (token: string | null, body: Record<string, unknown>) =>
      rest('PUT', '/process-web/hired/cancel', token, body),
    /** POST /evaluation-web/process/{processId}/evaluated/{personId}/aid-pass. */
    restAidPass: (
      token: string | null,
      processId: number | string,
      personId: number | string,
      observation: unknown,
      headers?: Headers,
    ) =>
      rest(
        'POST',
        `/evaluation-web/process/${processId}/evaluated/${personId}/aid-pass`,
        token,
        { observation },
        headers,
      ),
  };
}

export type CandidateApi = ReturnType<typeof candidateApi>;
