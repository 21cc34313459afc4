import { and, asc, eq } from 'drizzle-orm';
import { activities, auditLog, mailOutbox, processPersons } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

export interface InvitedCandidate {
  id: number;
  processPersonId: number;
  personId: number;
  processId: number;
  evaluationsStatus: string;
  source: string;
  firstName: string;
  lastName: string;
  mail: string | null;
  identification: string | null;
  blackListed: boolean;
  componentStatus: { componentType: string; status: string }[];
  person: { countryCode: string; phone: string | null };
}

export interface AddedPerson {
  id: number;
  email: string | null;
  names: string;
  identification: string | null;
  feelingSummary: string | null;
  processPersonId: number;
  processPersonStatus: string;
}

export interface BulkCandidate {
  id?: number | null;
  email?: string | null;
  identification?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  source?: string | null;
}

const CANDIDATE_FIELDS = `id processPersonId personId processId evaluationsStatus source firstName lastName mail identification blackListed
  componentStatus { componentType status } person { countryCode phone }`;

/** Typed calls of the invitation operations (docs/api/candidate-actions.md). */
export function invitationApi(t: Pick<TestApp, 'gql' | 'app'>) {
  return {
    addPerson: (token: string, processId: number, dto: Record<string, unknown>, headers?: Record<string, string>) =>
      t.gql<{ addPerson: InvitedCandidate }>(
        token,
        `mutation($processId: Int!, $dto: PersonCreateDto!) { addPerson(processId: $processId, personCreateDto: $dto) { ${CANDIDATE_FIELDS} } }`,
        { processId, dto },
        headers,
      ),
    lookup: (token: string, email: string, headers?: Record<string, string>) =>
      t.gql<{
        getPersonByEmail: {
          id: number;
          countryCode: string;
          countryName: string | null;
          firstName: string;
          lastName: string;
        } | null;
      }>(
        token,
        `query($email: String!) { getPersonByEmail(email: $email) { id countryCode countryName firstName lastName } }`,
        { email },
        headers,
      ),
    bulk: (token: string, processId: number, candidates: BulkCandidate[], sourceProcessId?: number) =>
      t.gql<{ sendBulkInvitation: { completed: boolean; invited: number; skipped: number } }>(
        token,
        `mutation($candidates: [BulkInvitationCandidate!]!, $processId: Int!, $sourceProcessId: Int) {
          sendBulkInvitation(candidates: $candidates, processId: $processId, sourceProcessId: $sourceProcessId) { completed invited skipped } }`,
        { candidates, processId, sourceProcessId },
      ),
    addPeople: (
      token: string,
      input: { processId: number; peopleList: Omit<BulkCandidate, 'source'>[]; sourceProcessId?: number },
    ) =>
      t.gql<{ addPeopleToProcess: AddedPerson[] }>(
        token,
        `mutation($input: ProcessAddPeopleInput!) { addPeopleToProcess(processAddPeopleInput: $input) {
          id email names identification feelingSummary processPersonId processPersonStatus } }`,
        { input },
      ),
    processes: (token: string, args: Record<string, unknown> = {}) =>
      t.gql<{
        processPaginated: {
          total: number;
          page: number;
          size: number;
          data: {
            id: number;
            processName: string;
            positionName: string | null;
            ownerName: string | null;
            startDate: string | null;
            endDate: string | null;
            environmentTypeName: string;
            fullProfile: boolean;
            statusName: string;
          }[];
        };
      }>(
        token,
        `query($archived: Boolean, $companyId: Int, $page: Int, $size: Int, $wildcard: String, $processStatus: [ProcessStatus!], $excludeId: Int) {
          processPaginated(archived: $archived, companyId: $companyId, page: $page, size: $size, wildcard: $wildcard, processStatus: $processStatus,
            excludeId: $excludeId) {
            total page size data { id processName positionName ownerName startDate endDate environmentTypeName fullProfile statusName } } }`,
        args,
      ),
    /** REST POST /process-web/process/{id}/people. */
    restAddPerson: (
      token: string | null,
      processId: number | string,
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/process-web/process/${processId}/people`,
        payload: body,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
    /** REST POST /process-web/process/{id}/mail/notHired. */
    notHired: (token: string | null, processId: number | string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/process-web/process/${processId}/mail/notHired`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
  };
}

/** What an invitation left behind, read straight from the database. */
export function invitationRecords(t: Pick<TestApp, 'db'>) {
  return {
    participants: (processId: number) =>
      t.db.select().from(processPersons).where(eq(processPersons.processId, processId)).orderBy(asc(processPersons.id)),
    activitiesOf: (processPersonId: number) =>
      t.db.select().from(activities).where(eq(activities.processPersonId, processPersonId)).orderBy(asc(activities.id)),
    mailsTo: (companyId: number, to: string) =>
      t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.to, to)))
        .orderBy(asc(mailOutbox.id)),
    mailsOf: (companyId: number) =>
      t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, companyId)).orderBy(asc(mailOutbox.id)),
    audits: (companyId: number, action: string) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)))
        .orderBy(asc(auditLog.id)),
  };
}
