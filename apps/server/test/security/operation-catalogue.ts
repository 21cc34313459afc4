import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  getNamedType,
  isAbstractType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
} from 'graphql';
import {
  CANDIDATE_PRIVACY_NOTICE,
  OBSERVER_REALM,
  PRIVACY_POLICY_NAME,
  ROLE_GRANTS,
  type ErrorCode,
  type PermissionAction,
  type Role,
} from '@terna/domain';
import { schema } from '../../src/graphql/schema.js';
import { DEFAULT_PASSWORD, uniqueTag } from '../support/factories.js';
import { fileUpload, pdfFile, pngFile } from '../support/file-fixtures.js';
import type { World, WorldCandidate } from './world.js';

/**
 * Every operation of the API (GraphQL root fields and REST routes), with who may call it and a
 * valid call built from a World: the security suites call each one with another company's world
 * or with ids that do not exist, and fuzzers start from these payloads.
 */

/**
 * `public`: no caller needed; `member`: any user of a company; `observer`: only an observer's link of
 * the world's process (realm evexternal, World.observerToken; performAsObserver), which every company
 * user is refused with FORBIDDEN; `candidate`: only a candidate's portal token (their own
 * participation, docs/api/portal.md; tested in test/modules/portal), which every company user is
 * refused with FORBIDDEN; `system`: only a Terna administrator (users.role_type SYSTEM, whatever
 * their company role; tested in test/modules/resources), which every company role is refused with
 * FORBIDDEN; otherwise the permission the caller's role needs.
 */
export type Access = 'public' | 'member' | 'observer' | 'candidate' | 'system' | PermissionAction;

/** Whether a role may call an operation of that access, from ROLE_GRANTS: the only place roles get their rights. */
export const mayCall = (role: Role, access: Access): boolean =>
  access === 'public' ||
  access === 'member' ||
  (access !== 'observer' && access !== 'candidate' && access !== 'system' && ROLE_GRANTS[role].includes(access));

interface EntryBase {
  access: Access;
  /**
   * How the operation answers another company's ids: with this code (NOT_FOUND unless set), or
   * `false` when it names nothing of its own (search texts, ignored companyId arguments) and
   * answers with the caller's company's data instead.
   */
  refusal?: ErrorCode | false;
  /** Another of the caller's companies' process is answered PROCESS_NOT_OWNED (the services' findOwnProcess). */
  notOwned?: true;
  /** A member of both companies reaches the other one through it by design (listing their companies, switching into one). */
  acrossMemberships?: true;
  /** A company operation the observer realm may call as well, for the link's process (candidate detail, comparator): performAsObserver. */
  alsoObserver?: true;
  /**
   * A per-company quota of the operation (requestCredits: CREDIT_REQUESTS_PER_DAY): once the suites'
   * own calls have spent it, the operation answers this code, which `perform` counts as the call
   * succeeding (the operation works as designed and changes nothing). The quota itself is tested in
   * its module's tests.
   */
  quota?: ErrorCode;
}

export interface GraphqlEntry extends EntryBase {
  kind: 'graphql';
  operation: 'query' | 'mutation';
  name: string;
  args: (world: World) => Record<string, unknown>;
}

export interface RestEntry extends EntryBase {
  kind: 'rest';
  method: string;
  /** The route as registered, e.g. `/process-web/process/:id/people`. */
  url: string;
  call: (world: World) => RestCall;
}

/** A JSON body, or a multipart upload as built by testing/file-fixtures (payload and content type). */
export interface RestCall {
  path: string;
  body?: unknown;
  upload?: { payload: Buffer; headers: Record<string, string> };
}

/** The GraphQL endpoint itself: each of its operations is an entry of its own. */
export interface TransportEntry {
  kind: 'transport';
  method: string;
  url: string;
}

export type CatalogueEntry = GraphqlEntry | RestEntry | TransportEntry;
export type CallableEntry = GraphqlEntry | RestEntry;

// Shared shapes of arguments.
const DAY_MS = 86_400_000;
const none = () => ({});
const byProcess = (w: World) => ({ processId: w.processId });
const candidateArgs = (pick: (w: World) => WorldCandidate) => (w: World) => ({
  processId: w.processId,
  candidateId: pick(w).processPersonId,
});
const hireArgs = (pick: (w: World) => WorldCandidate) => (w: World) => ({
  processId: w.processId,
  processPersonId: pick(w).processPersonId,
  hiredDate: yesterday(),
});
// Yesterday: today in UTC can be tomorrow in the process's time zone, and a hire may not be in the future.
const yesterday = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
const newPerson = () => {
  const tag = uniqueTag();
  return { firstName: 'Invitada', lastName: `Nueva ${tag}`, email: `invitada-${tag}@example.test` };
};

const resourceItemInput = () => ({
  kind: 'DOCUMENT',
  title: `Manual ${uniqueTag()}`,
  description: '',
  language: 'es',
  url: 'https://academia.terna.lat/manual.pdf',
  body: '',
  published: true,
});

const query = (
  name: string,
  access: Access,
  args: GraphqlEntry['args'] = none,
  extra: Partial<EntryBase> = {},
): GraphqlEntry => ({
  kind: 'graphql',
  operation: 'query',
  name,
  access,
  args,
  ...extra,
});
const mutation = (
  name: string,
  access: Access,
  args: GraphqlEntry['args'],
  extra: Partial<EntryBase> = {},
): GraphqlEntry => ({
  kind: 'graphql',
  operation: 'mutation',
  name,
  access,
  args,
  ...extra,
});
const rest = (
  method: string,
  url: string,
  access: Access,
  call: RestEntry['call'],
  extra: Partial<EntryBase> = {},
): RestEntry => ({
  kind: 'rest',
  method,
  url,
  access,
  call,
  ...extra,
});
const processPath = (suffix: string) => (w: World) => `/process-web/process/${w.processId}${suffix}`;
const owned = { notOwned: true } as const;
/** A session id no participation has. */
const UNKNOWN_SESSION = '00000000-0000-4000-8000-000000000000';
const open = { refusal: false } as const;
const logoUpload = (path: string) => () => ({ path, upload: fileUpload('logo.png', pngFile(), 'image/png') });
const reportOptions = {
  sections: ['DISC', 'COMPETENCE'],
  type: 'PDF',
  engineId: 'EVALUAR',
  vendorId: 'COMPLETE',
  language: 'es',
};

const bankQuestion = (content: string) => ({
  content,
  difficulty: 'MEDIUM',
  answers: [
    { content: 'Lo correcto', correct: true },
    { content: 'Lo incorrecto', correct: false },
  ],
});

export const CATALOGUE: CatalogueEntry[] = [
  // Session, profile and company.
  query('me', 'member', none, open),
  query('myCompanies', 'member', none, { refusal: false, acrossMemberships: true }),
  query('clientInfo', 'member', none, open),
  query('getUserPermissions', 'member', none, open),
  query('countries', 'member', none, open),
  query('companyAgencies', 'member', none, open),
  query('getPrivacyPolicy', 'public', none, open),
  mutation('updateMe', 'member', () => ({ dataMe: { firstName: 'Renombrada' } }), open),
  mutation(
    'changePassword',
    'member',
    () => ({ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD }),
    open,
  ),
  mutation('requestCredits', 'member', () => ({ kind: 'CREDITS' }), { ...open, quota: 'CREDIT_REQUEST_LIMIT' }),

  // The company area: analytics, credits and the company's reports.
  query(
    'companyAnalytics',
    'dashboard.general',
    () => ({ from: '2020-01-01', to: '2099-12-31', agencyId: null }),
    open,
  ),
  query('creditAccounts', 'dashboard.credits', none, open),
  query('creditHistory', 'dashboard.credits', (w) => ({ planConfigId: w.planConfigId, page: 1, size: 10 })),
  query('companyReports', 'report.generate', (w) => ({ search: w.processName, page: 1, size: 10 }), open),

  // The talent pool (issue 19): the search names nothing of its own; the CV page and the purchase do.
  query('talentPoolSearch', 'candidate.view', () => ({ pool: 'MY_BASE', text: '', page: 1 }), open),
  query('talentPoolCurriculum', 'candidate.view', (w) => ({
    pool: 'MY_BASE',
    personId: String(w.candidates.ended.personId),
  })),
  mutation('buyCurriculum', 'talentpool.buy', (w) => ({
    amount: 1,
    concept: 'Compra de CV',
    personIds: [String(w.talentPool.personId)],
    planConfigId: w.talentPool.planConfigId,
  })),
  // Virtual interviews (docs/api/meetings.md): the caller's own connection; the meeting names a process and a candidate.
  query('getUserIntegrations', 'member', none, open),
  query('getIntegrationAuthorizationUrl', 'member', () => ({ provider: 'ZOOM' }), open),
  mutation(
    'createMeeting',
    'candidate.update',
    (w) => ({
      subject: 'Entrevista',
      description: 'Entrevista virtual',
      startTime: new Date(Date.now() + DAY_MS).toISOString(),
      duration: 30,
      guestId: w.candidates.open.personId,
      processId: w.processId,
      provider: 'ZOOM',
      timezone: 'America/Guayaquil',
    }),
    owned,
  ),
  // After createMeeting: the world's user is disconnected from then on.
  mutation('disconnectAccount', 'member', () => ({ provider: 'ZOOM' }), open),
  // Users and roles (client Users). The list and the matrix name nothing of their own.
  query('companyUsers', 'users.client', () => ({ page: 1, size: 20 }), open),
  query('companyRoles', 'users.client', none, open),
  mutation(
    'inviteUser',
    'users.client',
    (w) => ({
      input: {
        email: `invitada-${uniqueTag()}@example.test`,
        role: 'VIEWER',
        scope: 'agency',
        agencyId: w.users.agencyId,
      },
    }),
    { refusal: 'SCOPE_INVALID' },
  ),
  mutation('resendUserInvitation', 'users.client', (w) => ({ id: w.users.invitationId })),
  mutation('cancelUserInvitation', 'users.client', (w) => ({ id: w.users.cancellableInvitationId })),
  mutation('updateMember', 'users.client', (w) => ({
    userId: w.users.updatable,
    input: { role: 'VIEWER', scope: 'company' },
  })),
  mutation('deactivateMember', 'users.client', (w) => ({ userId: w.users.deactivatable })),
  mutation('reactivateMember', 'users.client', (w) => ({ userId: w.users.reactivatable })),
  mutation('removeMember', 'users.client', (w) => ({ userId: w.users.removable })),
  mutation(
    'createCompanyRole',
    'users.client',
    () => ({ input: { name: `Rol ${uniqueTag()}`, permissions: ['process.view'] } }),
    open,
  ),
  mutation('updateCompanyRole', 'users.client', (w) => ({
    id: w.users.roleId,
    input: { name: `Rol ${uniqueTag()}`, permissions: ['process.view', 'candidate.view'] },
  })),
  mutation('deleteCompanyRole', 'users.client', (w) => ({ id: w.users.deletableRoleId })),
  // An invitation link's token is all its holder needs; another's token or an unknown one is no invitation.
  query('getInvitation', 'public', (w) => ({ Id: w.users.acceptToken }), { refusal: 'INVITATION_INVALID' }),
  mutation(
    'acceptUserInvitation',
    'public',
    (w) => ({
      token: w.users.acceptToken,
      firstName: 'Invitada',
      lastName: 'Nueva',
      password: DEFAULT_PASSWORD,
      acceptPrivacyPolicy: true,
    }),
    { refusal: 'INVITATION_INVALID' },
  ),
  mutation('joinCompanyByInvitation', 'member', (w) => ({ token: w.users.joinToken }), {
    refusal: 'INVITATION_INVALID',
  }),

  // Notifications: always the caller's own, in the company they act in (ids of others are ignored).
  query('notifications', 'member', () => ({ page: 1, size: 10 }), open),
  query('notificationPreferences', 'member', none, open),
  mutation('markNotificationsRead', 'member', () => ({ ids: [] }), open),
  mutation('saveNotificationPreferences', 'member', () => ({ inApp: true, email: true }), open),
  query('memberNotificationSettings', 'company.full', none, open),
  mutation('saveMemberNotificationSettings', 'company.full', (w) => ({
    userId: w.records.memberUserId,
    inApp: true,
    email: false,
  })),

  // The company area's records (docs/api/company-records.md).
  query('companyTagList', 'candidate.view', none, open),
  mutation('createCompanyTag', 'company.full', () => ({ title: `Etiqueta ${uniqueTag()}`, hexCode: '#1B5E20' }), open),
  mutation('updateCompanyTag', 'company.full', (w) => ({
    id: w.records.companyTagId,
    title: `Etiqueta ${uniqueTag()}`,
    hexCode: '#0D47A1',
  })),
  mutation('deleteCompanyTag', 'company.full', (w) => ({ id: w.records.deletableCompanyTagId })),
  query('hiredPersons', 'candidate.view', none, open),
  query('unwantedPersons', 'evaluation.reset', none, open),
  query('activityLog', 'company.full', none, open),
  query('mailOutbox', 'company.full', none, open),
  mutation('resendMail', 'company.full', (w) => ({ id: w.records.failedMailId })),
  // A person's data export (docs/decisions/032): another company's person is NOT_FOUND.
  mutation('exportCandidateData', 'company.full', (w) => ({ personId: w.candidates.ended.personId })),
  mutation('anonymizeCandidate', 'company.full', (w) => ({ personId: w.erasablePersonId })),

  // The resource centre: Terna's content, the same for every company; only Terna administrators write it.
  query('resourceItems', 'member', () => ({ search: 'disc', page: 1, size: 12 }), open),
  query('resourceItem', 'member', () => ({ slug: 'como-leer-el-disc' }), open),
  query('resourceCenterPublisher', 'member', none, open),
  mutation('publishResourceItem', 'system', () => ({ input: resourceItemInput() })),
  mutation('updateResourceItem', 'system', () => ({ id: 1, input: resourceItemInput() })),
  mutation('deleteResourceItem', 'system', () => ({ id: 1 })),

  // Orders from Terna's side (docs/decisions/021): only Terna administrators list and mark them paid.
  query('ternaStaff', 'member', none, open),
  query('staffOrders', 'system', () => ({ status: 'PENDING' })),
  mutation('markOrderPaid', 'system', (w) => ({ orderId: w.subscription.orderId })),

  // Processes.
  query(
    'getProcessPaginated',
    'process.view',
    (w) => ({ candidate: w.candidates.open.email, wildcard: w.processName }),
    open,
  ),
  query(
    'processPaginated',
    'process.view',
    (w) => ({ excludeId: w.sourceProcessId, wildcard: w.processName, companyId: w.companyId }),
    open,
  ),
  query('getProcess', 'process.view', (w) => ({ id: w.processId }), owned),
  query('getProcessMonitor', 'process.view', byProcess, owned),
  query('processSummary', 'process.view', byProcess, owned),
  mutation('close', 'process.close', (w) => ({ id: w.closableProcessId, noValidate: true }), owned),
  // Once per process: after the first role's score, the others are answered NPS_ALREADY_RECORDED.
  mutation('recordProcessNps', 'process.close', (w) => ({ processId: w.ratedProcessId, score: 9 }), {
    ...owned,
    quota: 'NPS_ALREADY_RECORDED',
  }),
  mutation('archive', 'process.archive', (w) => ({ id: w.archivableProcessId, status: true }), owned),
  mutation(
    'clone',
    'process.create',
    // A name of its own per call: a clone refuses a name an open process of the company has.
    (w) => ({
      id: w.processId,
      relaunchProcessCreateDto: { name: `PROCESO RELANZADO ${uniqueTag()}`, timeZone: 'America/Bogota' },
    }),
    owned,
  ),
  mutation(
    'extend',
    'process.extend',
    (w) => ({
      id: w.extendable.processId,
      // The first tier: 20 days from the current end.
      dateRangeWithTimezoneCreateDto: {
        startDate: Date.now(),
        endDate: Math.max(w.extendable.endDate, Date.now()) + 20 * DAY_MS,
        timeZone: 'America/Bogota',
      },
    }),
    owned,
  ),

  // Launching (decision 013).
  query('launchProducts', 'process.create', none, open),
  query('profileTemplates', 'process.create', none, open),
  query('profileProcesses', 'process.create', () => ({ wildcard: null }), open),
  query('getLaunchDraft', 'process.create', (w) => ({ processId: w.launch.draftId }), owned),
  query('suggestCompetences', 'process.create', (w) => ({ processId: w.launch.etalentDraftId }), owned),
  query('getPositionDetail', 'profile.view', (w) => ({ id: w.launch.positionId })),
  query('getPositions', 'profile.view', () => ({ wildcard: null }), open),
  mutation(
    'startProcessDraft',
    'process.create',
    () => ({ typeCompanyPlan: 'CREDIT', environmentType: 'CONTROLLED', fullProfile: true }),
    open,
  ),
  mutation('chooseProcessProfile', 'process.create', (w) => ({ processId: w.launch.draftId }), owned),
  mutation(
    'saveLaunchStep',
    'process.create',
    (w) => ({ processId: w.launch.draftId, step: 'TESTS', data: { disc: true, knowledge: [] } }),
    owned,
  ),
  mutation(
    'createProcessDraft',
    'process.create',
    // Each role's world has its own draft; two open processes of a company never share a name.
    (w) => ({ processId: w.launch.draftId, name: `Borrador ${w.launch.draftId}`, publicationSite: [] }),
    owned,
  ),
  mutation(
    'saveProfileCompetences',
    'process.create',
    (w) => ({
      processId: w.launch.draftId,
      competences: [{ id: 'COMM', name: 'Comunicación', weight: 100, difficulty: 'MEDIUM' }],
    }),
    owned,
  ),
  mutation('launchProcess', 'process.create', (w) => ({ id: w.launch.readyDraftId }), owned),

  // Candidates: reading.
  query('processPersonPaginated', 'candidate.view', byProcess),
  query('processPerson', 'candidate.view', (w) => ({ id: w.candidates.open.processPersonId })),
  query('processCandidate', 'candidate.view', (w) => ({ personId: w.candidates.open.processPersonId }), {
    alsoObserver: true,
  }),
  query('getTagsConfig', 'candidate.view', byProcess, owned),
  query('getCompanyTags', 'candidate.view', (w) => ({ companyId: w.companyId }), open),
  query('getPersonByEmail', 'candidate.invite', (w) => ({ email: w.source.email }), open),

  // A candidate's chat (docs/api/chat.md): the conversation is the candidate's participation id.
  query('allMessageConnection', 'candidate.view', (w) => ({ conversationId: w.candidates.open.processPersonId })),
  query('getConversation', 'candidate.view', (w) => ({ id: w.candidates.open.processPersonId })),
  query('getUser', 'candidate.view', (w) => ({ id: w.chatUserId }), open),
  mutation('createConversation', 'candidate.view', (w) => ({ id: w.candidates.open.processPersonId })),
  mutation('createUser', 'candidate.view', none, open),
  mutation('createUserConversations', 'candidate.view', (w) => ({
    conversationId: w.candidates.open.processPersonId,
    userId: w.chatUserId,
  })),
  mutation('createMessage', 'candidate.view', (w) => ({
    id: randomUUID(),
    conversationId: w.candidates.open.processPersonId,
    content: 'Revisemos su entrevista',
  })),
  mutation('markConversationRead', 'candidate.view', (w) => ({ conversationId: w.candidates.open.processPersonId })),

  // Review: shortlist, comparator, unwanted list and dashboard of a process (docs/api/review.md).
  query('processPersonShortlisted', 'candidate.view', byProcess, owned),
  query('processPersonComparator', 'candidate.view', byProcess, { ...owned, alsoObserver: true }),
  query('getBlackListByProcessId', 'candidate.view', byProcess, owned),
  query('processDashboard', 'candidate.view', byProcess, owned),
  // Setting MAYBE again clears it, then sets it: the call succeeds however often it runs. Not on candidates.ended,
  // whose YES keeps it on the shortlist the observer's operations read.
  mutation(
    'addPersonShortlisted',
    'candidate.update',
    (w) => ({ processId: w.processId, processPersonId: String(w.candidates.hired.processPersonId), feeling: 'MAYBE' }),
    owned,
  ),

  // Candidates: inviting.
  mutation(
    'addPerson',
    'candidate.invite',
    (w) => {
      const person = newPerson();
      return {
        processId: w.processId,
        personCreateDto: {
          firstName: person.firstName,
          lastName: person.lastName,
          mail: person.email,
          countryCode: 'MX',
        },
      };
    },
    owned,
  ),
  mutation(
    'sendBulkInvitation',
    'candidate.invite',
    (w) => ({ processId: w.processId, candidates: [newPerson()], sourceProcessId: w.sourceProcessId }),
    owned,
  ),
  mutation(
    'addPeopleToProcess',
    'candidate.invite',
    (w) => ({
      processAddPeopleInput: {
        processId: w.processId,
        peopleList: [{ id: w.source.personId }],
        sourceProcessId: w.sourceProcessId,
      },
    }),
    owned,
  ),
  mutation(
    'launchSubProcess',
    'candidate.invite',
    (w) => ({ processId: w.trustCheck.processId, competences: ['DRUGS'] }),
    owned,
  ),
  mutation(
    'addPeopleToTrustProcess',
    'candidate.invite',
    (w) => ({ processId: w.trustCheck.childId, peopleList: [{ id: w.trustCheck.personId }] }),
    owned,
  ),

  // Candidates: the menu's actions.
  mutation(
    'deleteCandidateFromProcess',
    'candidate.delete',
    candidateArgs((w) => w.candidates.deletable),
    owned,
  ),
  mutation(
    'aproveComponents',
    'candidate.update',
    (w) => ({ ...candidateArgs((x) => x.candidates.disqualified)(w), observation: 'Aprobado tras revisión' }),
    owned,
  ),
  mutation(
    'reactivateComponent',
    'candidate.update',
    (w) => ({
      processId: w.processId,
      personId: w.candidates.interviewed.personId,
      positionComponentType: 'INTERVIEW',
    }),
    owned,
  ),
  mutation('gradeInterview', 'candidate.update', (w) => ({
    processPersonId: w.candidates.awaitingGrade.processPersonId,
    grades: [{ questionId: 'q1', grade: 7.5 }],
  })),
  mutation(
    'sendReminder',
    'candidate.update',
    (w) => ({ processId: w.processId, personId: w.candidates.open.personId }),
    owned,
  ),
  mutation('sendNotificationByProcessId', 'candidate.update', byProcess, owned),
  query('pendingNotificationPreview', 'candidate.update', byProcess, owned),
  query('notHiredMailPreview', 'candidate.update', byProcess, owned),
  mutation('renewInvitation', 'candidate.update', (w) => ({ processPersonId: w.candidates.open.processPersonId })),
  mutation(
    'setPersonToBlackList',
    'evaluation.reset',
    (w) => ({ personId: w.candidates.blacklistable.personId, processId: w.processId }),
    owned,
  ),
  mutation(
    'setPersonHired',
    'candidate.update',
    hireArgs((w) => w.candidates.ended),
    owned,
  ),
  mutation(
    'updatePersonHired',
    'candidate.update',
    hireArgs((w) => w.candidates.hired),
    owned,
  ),
  mutation(
    'addCandidatesToComparator',
    'candidate.update',
    (w) => ({ processId: w.processId, ids: [w.candidates.comparable.processPersonId] }),
    owned,
  ),
  mutation(
    'removeCandidateFromComparator',
    'candidate.update',
    (w) => ({ processId: w.processId, id: w.candidates.inComparator.processPersonId }),
    owned,
  ),

  // Tags.
  mutation('createPersonTag', 'candidate.update', (w) => ({
    processPersonId: w.candidates.open.processPersonId,
    code: w.processTagCode,
  })),
  mutation('deletePersonTag', 'candidate.update', (w) => ({
    id: w.personTagId,
    processPersonId: w.candidates.tagged.processPersonId,
  })),
  mutation(
    'createProcessTag',
    'candidate.update',
    (w) => ({ processId: w.processId, tags: [{ label: 'Finalista', color: '#0a7c42' }] }),
    owned,
  ),
  mutation(
    'updateProcessTag',
    'candidate.update',
    (w) => ({
      id: w.processId,
      processId: w.processId,
      tags: [{ code: w.processTagCode, label: 'Renombrada', color: '#7c0a42' }],
    }),
    owned,
  ),

  // Observers: the company's management of a process's external reviewers.
  query('getObservers', 'observer.manage', byProcess, owned),
  mutation(
    'addObservers',
    'observer.manage',
    (w) => ({
      processId: w.processId,
      candidates: [w.candidates.ended.processPersonId],
      observers: [{ name: 'Observadora Nueva', email: `observadora-${uniqueTag()}@example.test`, sections: ['DISC'] }],
    }),
    owned,
  ),
  mutation(
    'sendObservers',
    'observer.manage',
    (w) => ({ processId: w.processId, listObservers: [w.observers.recent] }),
    owned,
  ),
  mutation(
    'revocateObservers',
    'observer.manage',
    (w) => ({ processId: w.processId, listObservers: [w.observers.active] }),
    owned,
  ),
  mutation(
    'renewObservers',
    'observer.manage',
    (w) => ({ processId: w.processId, listObservers: [w.observers.renewable] }),
    owned,
  ),
  mutation(
    'deleteObserver',
    'observer.manage',
    (w) => ({ processId: w.processId, observerId: w.observers.deletable }),
    owned,
  ),

  // The observer realm: an observer's own link.
  query('observerSession', 'observer', none, open),
  mutation('acceptObserverTerms', 'observer', none, open),
  rest('GET', '/process-web/public/observers/links/:id', 'observer', (w) => ({
    path: `/process-web/public/observers/links/${w.processId}`,
  })),
  query('processPersonObserverShortListed', 'observer', (w) => ({ observerId: w.observerId, processId: w.processId })),
  // NO keeps candidates.ended on the shortlist (the world user's YES does), so the link goes on showing it.
  rest('POST', '/process-web/observers/feelings', 'observer', (w) => ({
    path: '/process-web/observers/feelings',
    body: {
      feeling: 'NO',
      observerId: w.observerId,
      processId: w.processId,
      processPersonId: w.candidates.ended.processPersonId,
    },
  })),

  // Reports (docs/decisions/009, Reports): generating, reading and deleting a candidate's report, the trust report, the bulk ZIP.
  query('getReportTemplateByCompanyId', 'report.generate', (w) => ({ CompanyId: w.companyId }), open),
  query('getComponentsFinished', 'report.generate', (w) => ({
    processId: w.processId,
    candidateId: w.candidates.ended.personId,
  })),
  query('candidateReport', 'report.generate', (w) => ({ id: w.report.id })),
  mutation('generateReport', 'report.generate', (w) => ({
    processPersonId: w.candidates.ended.processPersonId,
    ...reportOptions,
  })),
  mutation('deleteReport', 'report.generate', (w) => ({ id: w.candidates.ended.processPersonId, ...reportOptions })),
  mutation(
    'generateReports',
    'report.generate',
    (w) => ({
      processId: w.processId,
      processPersonIds: [w.candidates.ended.processPersonId, w.candidates.comparable.processPersonId],
      ...reportOptions,
    }),
    owned,
  ),
  mutation('generateTrustReport', 'report.generate', (w) => ({
    processPersonId: w.trust.processPersonId,
    type: 'PDF',
    engineId: 'EVALUAR',
    reliabilityComposedCapId: w.trust.reliabilityResultId,
  })),
  mutation('deleteReportTrust', 'report.generate', (w) => ({ id: w.trust.processPersonId, type: 'PDF' })),
  // The signed address is the credential (a plain link); a request with a session must still hold report.generate.
  rest('GET', '/process-web/reports/:id/file', 'report.generate', (w) => ({
    path: `/process-web/reports/${w.report.id}/file?expires=${w.report.expires}&signature=${w.report.signature}`,
  })),
  rest('GET', '/company-web/activity.csv', 'company.full', () => ({ path: '/company-web/activity.csv' }), open),
  rest('GET', '/people-web/persons/:personId/data-export', 'company.full', (w) => ({
    path: `/people-web/persons/${w.candidates.ended.personId}/data-export?format=json`,
  })),

  // REST: sign-in and session.
  rest('GET', '/auth/demo-accounts', 'public', () => ({ path: '/auth/demo-accounts' }), open),
  // The people service: persons of the caller's company (others' are never reused), so nothing to refuse.
  rest(
    'POST',
    '/people-web/persons',
    'candidate.invite',
    () => ({
      path: '/people-web/persons',
      body: [{ country: 'MX', firstName: 'Persona', lastName: 'Nueva', mail: newPerson().email }],
    }),
    open,
  ),
  rest(
    'POST',
    '/auth/login',
    'public',
    (w) => ({ path: '/auth/login', body: { email: w.userEmail, password: DEFAULT_PASSWORD } }),
    {
      refusal: 'INVALID_CREDENTIALS',
    },
  ),
  // The refresh token travels in a cookie no other company's user holds.
  rest('POST', '/auth/refresh', 'public', () => ({ path: '/auth/refresh' }), { refusal: 'SESSION_EXPIRED' }),
  rest('POST', '/auth/logout', 'public', () => ({ path: '/auth/logout' }), open),
  rest(
    'POST',
    '/auth/switch-company',
    'member',
    (w) => ({ path: '/auth/switch-company', body: { companyId: w.companyId } }),
    {
      refusal: 'NOT_A_MEMBER',
      acrossMemberships: true,
    },
  ),
  // The OAuth popup's return: the signed state is the caller; another's or a made-up one is refused.
  rest(
    'GET',
    '/integrations/zoom/callback',
    'public',
    (w) => ({ path: `/integrations/zoom/callback?code=${w.zoom.code}&state=${w.zoom.state}` }),
    { refusal: 'INTEGRATION_STATE_INVALID' },
  ),
  rest('GET', '/cm/parameters/:name', 'public', () => ({ path: `/cm/parameters/${PRIVACY_POLICY_NAME}` }), open),

  // REST: the position profiles of the launch wizard.
  ...(['curriculums', 'competences', 'tests', 'interviews'] as const).map((part) =>
    rest('GET', `/cm/position/:id/${part}`, 'profile.view', (w) => ({
      path: `/cm/position/${w.launch.positionId}/${part}`,
    })),
  ),
  rest('POST', '/cm/position/:id/curriculums', 'process.create', (w) => ({
    path: `/cm/position/${w.launch.positionId}/curriculums`,
    body: { languageList: [{ languageId: 'es', level: 'NATIVE_OR_BILINGUAL' }] },
  })),
  rest('POST', '/cm/position/:id/competences', 'process.create', (w) => ({
    path: `/cm/position/${w.launch.positionId}/competences`,
    body: { competences: [{ id: 'COMM', name: 'Comunicación', weight: 100, difficulty: 'MEDIUM' }] },
  })),

  // REST: files.
  // A company file is read with the permission of what it is (docs/decisions/030); the world's is a CV.
  rest('GET', '/files/:key', 'candidate.view', (w) => ({ path: `/files/${w.cvFileKey}` })),
  rest('POST', '/client/companies/logo', 'company.full', logoUpload('/client/companies/logo'), open),
  rest(
    'POST',
    '/client/companies/job-board-logo',
    'company.full',
    logoUpload('/client/companies/job-board-logo'),
    open,
  ),
  rest('POST', '/resource-center/files', 'system', () => ({
    path: '/resource-center/files',
    upload: fileUpload('manual.pdf', pdfFile(), 'application/pdf'),
  })),

  // REST: the company service (spec 2 section 7.3). GET and PUT name no id: the caller's company.
  rest('GET', '/client/companies', 'member', () => ({ path: '/client/companies' }), open),
  // Settings only: a name in the body would be the same whoever's world, and would rename the caller's company.
  rest(
    'PUT',
    '/client/companies',
    'company.full',
    () => ({ path: '/client/companies', body: { requireCorporateEmail: false, discValidityDays: 180 } }),
    open,
  ),
  rest('POST', '/client/companies/:companyId/mails', 'company.full', (w) => ({
    path: `/client/companies/${w.companyId}/mails`,
    body: { value: newPerson().email },
  })),
  rest('DELETE', '/client/companies/:companyId/mails/:emailId', 'company.full', (w) => ({
    path: `/client/companies/${w.companyId}/mails/${w.account.mailId}`,
  })),
  rest('POST', '/client/companies/:companyId/phones', 'company.full', (w) => ({
    path: `/client/companies/${w.companyId}/phones`,
    body: { value: `55 ${String(Math.floor(Math.random() * 9e7) + 1e7)}` },
  })),
  rest('DELETE', '/client/companies/:companyId/phones/:phoneId', 'company.full', (w) => ({
    path: `/client/companies/${w.companyId}/phones/${w.account.phoneId}`,
  })),
  rest('POST', '/client/agencies', 'company.full', (w) => ({
    path: '/client/agencies',
    body: { companyId: w.companyId, name: 'Sede nueva' },
  })),
  rest('GET', '/client/agencies/:agencyId/departments', 'member', (w) => ({
    path: `/client/agencies/${w.account.agencyId}/departments`,
  })),
  rest('PUT', '/client/agencies/:id', 'company.full', (w) => ({
    path: `/client/agencies/${w.account.agencyId}`,
    body: { companyId: w.companyId, name: 'Sede renombrada' },
  })),
  rest('POST', '/client/departments', 'company.full', (w) => ({
    path: '/client/departments',
    body: { companyId: w.companyId, agencyId: w.account.agencyId, name: 'Departamento nuevo' },
  })),
  rest('PUT', '/client/departments/:departmentId', 'company.full', (w) => ({
    path: `/client/departments/${w.account.departmentId}`,
    body: { companyId: w.companyId, name: 'Departamento renombrado' },
  })),
  rest('DELETE', '/client/departments/:departmentId', 'company.full', (w) => ({
    path: `/client/departments/${w.account.deletableDepartmentId}`,
  })),

  // REST: catalogues (reference data, the same for every company) and the question bank (docs/decisions/013).
  rest('GET', '/catalog-mongo-web/:slug', 'member', () => ({ path: '/catalog-mongo-web/skills' }), open),
  rest(
    'GET',
    '/catalog-mongo-web/:slug/search',
    'member',
    () => ({ path: '/catalog-mongo-web/skills/search?wildcard=excel' }),
    open,
  ),
  rest(
    'POST',
    '/catalog-mongo-web/:slug',
    'member',
    () => ({ path: '/catalog-mongo-web/skills?wildcard=a', body: { ids: [1, 2] } }),
    open,
  ),
  rest(
    'POST',
    '/catalog-mongo-web/:slug/search',
    'member',
    () => ({ path: '/catalog-mongo-web/languages/search', body: { ids: [1] } }),
    open,
  ),
  rest('GET', '/catalog-graph-web/places', 'member', () => ({ path: '/catalog-graph-web/places?name=bogota' }), open),
  rest(
    'POST',
    '/catalog-graph-web/places/places',
    'member',
    () => ({ path: '/catalog-graph-web/places/places', body: { ids: ['place-001'] } }),
    open,
  ),
  rest('GET', '/cm/competences', 'member', () => ({ path: '/cm/competences' }), open),
  rest('GET', '/cm/difficulties/competence', 'member', () => ({ path: '/cm/difficulties/competence' }), open),
  rest('GET', '/client/companies/publication', 'member', () => ({ path: '/client/companies/publication' }), open),
  rest('GET', '/qae-web/questionbank', 'member', () => ({ path: '/qae-web/questionbank?purpose=KNOWLEDGE' }), open),
  rest(
    'POST',
    '/qae-web/questionbank',
    'knowledgetest.create',
    () => ({ path: '/qae-web/questionbank', body: { name: 'Banco nuevo', language: 'es', purpose: 'INTERVIEW' } }),
    open,
  ),
  rest('GET', '/qae-web/questionbank/:id/questions', 'member', (w) => ({
    path: `/qae-web/questionbank/${w.questionBank.id}/questions`,
  })),
  rest('POST', '/qae-web/questionbank/:id/questions', 'knowledgetest.create', (w) => ({
    path: `/qae-web/questionbank/${w.questionBank.id}/questions`,
    body: bankQuestion('¿Qué mide el punto de equilibrio?'),
  })),
  rest('PUT', '/qae-web/questionbank/:bankId/questions/:questionId', 'knowledgetest.create', (w) => ({
    path: `/qae-web/questionbank/${w.questionBank.id}/questions/${w.questionBank.questionId}`,
    body: bankQuestion('¿Qué mide el margen bruto?'),
  })),
  rest('DELETE', '/qae-web/questionbank/:bankId/questions/:questionId', 'knowledgetest.create', (w) => ({
    path: `/qae-web/questionbank/${w.questionBank.id}/questions/${w.questionBank.deletableQuestionId}`,
  })),

  rest('GET', '/health', 'public', () => ({ path: '/health' }), open),
  rest('GET', '/ready', 'public', () => ({ path: '/ready' }), open),

  // REST: the process and evaluation services' candidate actions.
  rest(
    'POST',
    '/process-web/process/:id/people',
    'candidate.invite',
    (w) => {
      const person = newPerson();
      return { path: processPath('/people')(w), body: { ...person, countryCode: 'MX' } };
    },
    owned,
  ),
  rest(
    'POST',
    '/process-web/process/:id/mail/notHired',
    'candidate.update',
    (w) => ({ path: processPath('/mail/notHired')(w) }),
    owned,
  ),
  rest(
    'PUT',
    '/process-web/process/:id/notifications',
    'candidate.update',
    (w) => ({ path: processPath('/notifications')(w), body: { notifyAll: false } }),
    owned,
  ),
  rest(
    'PUT',
    '/process-web/process/:id/notification',
    'candidate.update',
    (w) => ({ path: processPath('/notification')(w), body: { id: w.candidates.open.personId } }),
    owned,
  ),
  rest(
    'PUT',
    '/process-web/process/:id/delete/full',
    'candidate.delete',
    (w) => ({ path: processPath('/delete/full')(w), body: { id: w.candidates.deletableByPerson.personId } }),
    owned,
  ),
  rest(
    'PUT',
    '/process-web/process/:id/delete/basic',
    'candidate.delete',
    (w) => ({
      path: `/process-web/process/${w.basic.processId}/delete/basic`,
      body: { identification: w.basic.identification },
    }),
    owned,
  ),
  rest(
    'POST',
    '/process-web/hired',
    'candidate.update',
    (w) => ({ path: '/process-web/hired', body: hireArgs((x) => x.candidates.endedForRest)(w) }),
    owned,
  ),
  rest(
    'POST',
    '/process-web/shortlisted',
    'candidate.update',
    (w) => ({
      path: '/process-web/shortlisted',
      body: { feeling: 'YES', processId: w.processId, processPersonId: w.candidates.endedForRest.processPersonId },
    }),
    owned,
  ),
  rest(
    'PUT',
    '/process-web/hired/cancel',
    'candidate.update',
    (w) => ({
      path: '/process-web/hired/cancel',
      body: { processId: w.processId, processPersonId: w.candidates.hiredForCancel.processPersonId },
    }),
    owned,
  ),
  rest(
    'POST',
    '/evaluation-web/process/:processId/evaluated/:personId/aid-pass',
    'candidate.update',
    (w) => ({
      path: `/evaluation-web/process/${w.processId}/evaluated/${w.candidates.disqualifiedForRest.personId}/aid-pass`,
      body: { observation: 'Aprobado tras revisión' },
    }),
    owned,
  ),
  rest('GET', '/evaluation-web/capresults/:processId/2/:personId/detail', 'candidate.view', (w) => ({
    path: `/evaluation-web/capresults/${w.processId}/2/${w.candidates.ended.personId}/detail`,
  })),
  rest('GET', '/credits-web/plans', 'dashboard.credits', () => ({ path: '/credits-web/plans' }), open),
  rest('GET', '/credits-web/creditAccount/planConfig/:planId', 'dashboard.credits', (w) => ({
    path: `/credits-web/creditAccount/planConfig/${w.planConfigId}?size=10&page=1`,
  })),
  rest(
    'GET',
    '/process-web/company/analytics/export',
    'dashboard.general',
    () => ({
      path: '/process-web/company/analytics/export?format=csv',
    }),
    open,
  ),
  rest('GET', '/evaluation-web/component/finished/:processId/people/:personId', 'report.generate', (w) => ({
    path: `/evaluation-web/component/finished/${w.processId}/people/${w.candidates.ended.personId}`,
  })),

  // REST: the candidate portal (docs/api/portal.md). The entry is anonymous: another company's
  // process is simply one whose link the caller holds, so only ids that do not exist are refused.
  rest('GET', '/portal-web/entry/apply/:slug', 'public', (w) => ({ path: `/portal-web/entry/apply/${w.publicSlug}` })),
  rest('GET', '/portal-web/entry/process/:processId', 'public', (w) => ({
    path: `/portal-web/entry/process/${w.processId}`,
  })),
  rest('GET', '/portal-web/entry/process/:processId/privacy', 'public', (w) => ({
    path: `/portal-web/entry/process/${w.processId}/privacy`,
  })),
  rest('POST', '/portal-web/entry/code', 'public', (w) => ({
    path: '/portal-web/entry/code',
    body: { processRef: { processId: w.processId }, email: w.candidates.open.email },
  })),
  rest('POST', '/portal-web/entry/verify', 'public', (w) => ({
    path: '/portal-web/entry/verify',
    body: { processRef: { slug: w.publicSlug }, email: w.source.email, code: '123456' },
  })),
  rest('POST', '/portal-web/entry/invitation', 'public', (w) => ({
    path: '/portal-web/entry/invitation',
    body: { processId: w.processId, token: `${w.candidates.open.processPersonId}.4102444800.AAAAAAAAAAAAAAAAAAAAAA` },
  })),
  rest('POST', '/portal-web/entry/identification', 'public', (w) => ({
    path: '/portal-web/entry/identification',
    body: { processId: w.basic.processId, identification: w.basic.identification },
  })),
  // The candidate's own calls name no object of their own: the token is the participation.
  rest('POST', '/portal-web/me/consent', 'candidate', () => ({
    path: '/portal-web/me/consent',
    body: { privacyVersion: CANDIDATE_PRIVACY_NOTICE.version, dataProcessing: true },
  })),
  rest('GET', '/portal-web/me/cv', 'candidate', () => ({ path: '/portal-web/me/cv' })),
  rest('PUT', '/portal-web/me/cv', 'candidate', () => ({
    path: '/portal-web/me/cv',
    body: { skills: [{ skill: 'Excel', level: 'HIGH' }] },
  })),
  rest('PUT', '/portal-web/me/cv/knockouts/:questionId', 'candidate', () => ({
    path: '/portal-web/me/cv/knockouts/k1',
    body: { optionId: 'k1-1' },
  })),
  rest('POST', '/portal-web/me/cv/finish', 'candidate', () => ({ path: '/portal-web/me/cv/finish' })),
  rest('POST', '/portal-web/me/cv/file', 'candidate', () => ({
    path: '/portal-web/me/cv/file',
    upload: fileUpload('cv.pdf', pdfFile(), 'application/pdf'),
  })),
  // The candidate's steps and sessions (modules/evaluation): a session of another participation is
  // SESSION_NOT_FOUND, tested in test/modules/evaluation.
  rest('GET', '/portal-web/me', 'candidate', () => ({ path: '/portal-web/me' })),
  rest('POST', '/portal-web/me/steps/:component/start', 'candidate', () => ({
    path: '/portal-web/me/steps/DISC/start',
    body: { clientId: 'security-suite' },
  })),
  rest('POST', '/portal-web/me/sessions/:sessionId/answers', 'candidate', () => ({
    path: `/portal-web/me/sessions/${UNKNOWN_SESSION}/answers`,
    body: { clientId: 'security-suite', questionId: 'q1', answer: { kind: 'LIKERT', value: 3 } },
  })),
  rest('POST', '/portal-web/me/sessions/:sessionId/finish', 'candidate', () => ({
    path: `/portal-web/me/sessions/${UNKNOWN_SESSION}/finish`,
    body: { clientId: 'security-suite' },
  })),
  rest('GET', '/portal-web/me/sessions/:sessionId/live', 'candidate', () => ({
    path: `/portal-web/me/sessions/${UNKNOWN_SESSION}/live?clientId=security-suite`,
  })),
  // The candidate portal's tokens reach it too (their own CV's personal part, test/modules/portal).
  rest(
    'PUT',
    '/people-web/persons/secure/me',
    'member',
    () => ({ path: '/people-web/persons/secure/me', body: { lastName: 'Actualizada' } }),
    open,
  ),

  // The candidate's talent-pool opt-in (issue 19): their own person, named by the token alone.
  rest('GET', '/portal-web/me/talent-pool', 'candidate', () => ({ path: '/portal-web/me/talent-pool' })),
  rest('PUT', '/portal-web/me/talent-pool', 'candidate', () => ({
    path: '/portal-web/me/talent-pool',
    body: { optIn: true },
  })),

  // REST: the subscription service (docs/api/subscriptions.md). Another company's ids are NOT_FOUND.
  rest('GET', '/api/evaluar/subscription/:companyId', 'dashboard.credits', (w) => ({
    path: `/api/evaluar/subscription/${w.companyId}`,
  })),
  rest(
    'GET',
    '/api/evaluar/products',
    'dashboard.credits',
    () => ({ path: '/api/evaluar/products?category=PLAN' }),
    open,
  ),
  rest('POST', '/api/evaluar/change/upgrade', 'company.full', (w) => ({
    path: '/api/evaluar/change/upgrade',
    body: {
      companyId: w.companyId,
      subscriptionId: w.subscription.id,
      itemId: w.planConfigId,
      productId: w.subscription.productId,
      quantity: 1,
    },
  })),
  rest('GET', '/api/subscription/detail/:id', 'dashboard.credits', (w) => ({
    path: `/api/subscription/detail/${w.subscription.id}`,
  })),
  rest('GET', '/api/order/detail/:id', 'dashboard.credits', (w) => ({
    path: `/api/order/detail/${w.subscription.orderId}`,
  })),
  rest('GET', '/api/subscription/related/:id', 'dashboard.credits', (w) => ({
    path: `/api/subscription/related/${w.subscription.id}?page=1&size=10`,
  })),
  rest('POST', '/api/subscription/cancel/:id', 'company.full', (w) => ({
    path: `/api/subscription/cancel/${w.subscription.cancellableId}`,
  })),
  rest('POST', '/api/subscription/active/:id', 'company.full', (w) => ({
    path: `/api/subscription/active/${w.subscription.resumableId}`,
  })),
  rest('GET', '/api/subscription/status/:companyId', 'member', (w) => ({
    path: `/api/subscription/status/${w.companyId}`,
  })),
  rest('GET', '/api/resubscribe/link/:id', 'dashboard.credits', (w) => ({
    path: `/api/resubscribe/link/${w.subscription.id}`,
  })),

  { kind: 'transport', method: 'GET', url: '/graphql' },
  { kind: 'transport', method: 'POST', url: '/graphql' },
  { kind: 'transport', method: 'OPTIONS', url: '/graphql' },
];

/** `query me`, `mutation close`, `POST /process-web/hired`. */
export const entryKey = (entry: CatalogueEntry) =>
  entry.kind === 'graphql' ? `${entry.operation} ${entry.name}` : `${entry.method} ${entry.url}`;

export const callableEntries = (): CallableEntry[] =>
  CATALOGUE.filter((entry): entry is CallableEntry => entry.kind !== 'transport');

function rootField(entry: GraphqlEntry): GraphQLField<unknown, unknown> {
  const root = entry.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[entry.name];
  if (!field) throw new Error(`${entryKey(entry)} is not in the schema`);
  return field;
}

/**
 * Every field of `type` that needs no arguments, `depth` levels down: a response holds all the
 * operation has to give, so whatever leaks shows.
 */
export function fullSelection(type: GraphQLOutputType, depth = 4): string {
  const named = getNamedType(type);
  if (isAbstractType(named)) return '{ __typename }';
  if (!isObjectType(named)) return '';
  if (depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined),
  );
  return `{ ${fields.map((field) => `${field.name} ${fullSelection(field.type, depth - 1)}`.trim()).join(' ')} }`;
}

/** The GraphQL request of an entry: a document with a variable per argument given, and the full selection of its result. */
export function graphqlRequest(
  entry: GraphqlEntry,
  world: World,
): { query: string; variables: Record<string, unknown> } {
  const field = rootField(entry);
  const variables = entry.args(world);
  const used = field.args.filter((arg) => arg.name in variables);
  const declared = used.length ? `(${used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ')})` : '';
  const passed = used.length ? `(${used.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  return {
    query: `${entry.operation} Catalogue${declared} { ${entry.name}${passed} ${fullSelection(field.type)} }`,
    variables,
  };
}

/** What a call answered, the same way for GraphQL and REST. */
export interface Outcome {
  status: number;
  /** The error code (GraphQL: of the first error), or undefined when it succeeded. */
  code: string | undefined;
  ok: boolean;
  body: string;
}

/** Calls an entry as the holder of `token` (null: no Authorization header), with `extraHeaders` besides. */
export async function perform(
  app: FastifyInstance,
  entry: CallableEntry,
  world: World,
  token: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<Outcome> {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders };
  if (entry.kind === 'graphql') {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: graphqlRequest(entry, world),
      headers,
    });
    const json = response.json() as { errors?: { extensions?: { code?: string } }[] };
    const code = json.errors?.[0]?.extensions?.code;
    if (entry.quota && code === entry.quota)
      return { status: response.statusCode, code: undefined, ok: true, body: response.body };
    return { status: response.statusCode, code, ok: !json.errors, body: response.body };
  }
  const { path, body, upload } = entry.call(world);
  const response = await app.inject({
    method: entry.method as 'GET',
    url: path,
    headers: { ...headers, ...upload?.headers },
    ...(upload ? { payload: upload.payload } : body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  const ok = response.statusCode < 400;
  const code = ok ? undefined : ((response.json() as { code?: string }).code ?? String(response.statusCode));
  return { status: response.statusCode, code, ok, body: response.body };
}

/** Whether the observer realm answers the entry (its own operations, and company ones it shares). */
export const observerMayCall = (entry: CatalogueEntry): boolean =>
  entry.kind !== 'transport' && (entry.access === 'observer' || entry.alsoObserver === true);

/** Calls an entry as the observer of `linkWorld`'s main process (its link token, realm evexternal), with `world`'s arguments. */
export function performAsObserver(
  app: FastifyInstance,
  entry: CallableEntry,
  world: World,
  linkWorld: World = world,
): Promise<Outcome> {
  return perform(app, entry, world, linkWorld.observerToken, { realm: OBSERVER_REALM });
}
