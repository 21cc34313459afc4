/**
 * The GraphQL operations the product specification names, with the argument names it gives: the API
 * contract a client written against the spec relies on (the spec is not in the repository, so the
 * names are copied here once; each entry says where it comes from). Operations the spec describes
 * without naming ("per-person reminder", "blacklist a person", "Query process", "update current
 * user", "Mutation adding people") have no name to check and are left out; so are the spec's
 * client-side operations (sendFormHubspot, setPrivacyPolicy, updateTag, the launch wizard's local
 * state), which never reach a server.
 */
export interface SpecOperation {
  name: string;
  kind: 'query' | 'mutation';
  /** Every argument name the spec gives; the schema may have more. */
  args: readonly string[];
  /** Spec document and section, e.g. "1 §7". */
  source: string;
}

/** Operations the product serves today: each must exist with every argument the spec names. */
export const specOperations: readonly SpecOperation[] = [
  // Spec 1 section 7, "The calls it makes".
  { name: 'getProcessMonitor', kind: 'query', args: ['processId'], source: '1 §7' },
  { name: 'close', kind: 'mutation', args: ['id', 'noValidate'], source: '1 §7' },
  { name: 'clone', kind: 'mutation', args: ['id', 'relaunchProcessCreateDto'], source: '1 §7' },
  { name: 'extend', kind: 'mutation', args: ['id', 'dateRangeWithTimezoneCreateDto'], source: '1 §7' },
  { name: 'archive', kind: 'mutation', args: ['id', 'status'], source: '1 §7' },
  {
    name: 'generateReport',
    kind: 'mutation',
    args: ['processPersonId', 'sections', 'type', 'engineId', 'language', 'vendorId'],
    source: '1 §7',
  },
  {
    name: 'deleteReport',
    kind: 'mutation',
    args: ['id', 'sections', 'engineId', 'type', 'language', 'vendorId'],
    source: '1 §7',
  },
  { name: 'getReportTemplateByCompanyId', kind: 'query', args: ['CompanyId'], source: '1 §7' },
  { name: 'getInvitation', kind: 'query', args: ['Id'], source: '2 §7.1 Queries' },
  // "query (local)" in the spec's client; the server answers it so every client reads the same rule.
  { name: 'getComponentsFinished', kind: 'query', args: ['processId', 'candidateId'], source: '1 §7' },
  {
    name: 'generateTrustReport',
    kind: 'mutation',
    args: ['processPersonId', 'type', 'engineId', 'reliabilityComposedCapId'],
    source: '1 §7',
  },
  { name: 'deleteReportTrust', kind: 'mutation', args: ['id', 'type'], source: '1 §7' },
  { name: 'createPersonTag', kind: 'mutation', args: ['processPersonId', 'code', 'userId'], source: '1 §7' },
  { name: 'deletePersonTag', kind: 'mutation', args: ['id', 'processPersonId'], source: '1 §7' },
  { name: 'createProcessTag', kind: 'mutation', args: ['processId', 'tags'], source: '1 §7' },
  { name: 'updateProcessTag', kind: 'mutation', args: ['id', 'processId', 'tags'], source: '1 §7' },
  { name: 'setPersonHired', kind: 'mutation', args: ['processId', 'hiredDate', 'processPersonId'], source: '1 §7' },
  { name: 'updatePersonHired', kind: 'mutation', args: ['processId', 'hiredDate', 'processPersonId'], source: '1 §7' },
  {
    name: 'reactivateComponent',
    kind: 'mutation',
    args: ['processId', 'personId', 'positionComponentType'],
    source: '1 §7',
  },
  { name: 'getPersonByEmail', kind: 'query', args: ['email'], source: '1 §7' },
  { name: 'addCandidatesToComparator', kind: 'mutation', args: ['ids'], source: '1 §7' },
  { name: 'sendNotificationByProcessId', kind: 'mutation', args: ['processId'], source: '1 §7' },
  // Named as "local client-only mutations" in 1 §7; the product serves these two, so their names hold.
  { name: 'deleteCandidateFromProcess', kind: 'mutation', args: [], source: '1 §7' },
  { name: 'aproveComponents', kind: 'mutation', args: ['processId', 'candidateId', 'observation'], source: '1 §7' },

  // Spec 2 section 7.1, "GraphQL".
  { name: 'addObservers', kind: 'mutation', args: ['processId', 'candidates', 'observers'], source: '2 §7.1' },
  { name: 'getObservers', kind: 'query', args: ['processId'], source: '2 §7.1' },
  { name: 'revocateObservers', kind: 'mutation', args: ['processId', 'listObservers'], source: '2 §7.1' },
  { name: 'renewObservers', kind: 'mutation', args: ['processId', 'listObservers'], source: '2 §7.1' },
  { name: 'deleteObserver', kind: 'mutation', args: ['processId', 'observerId'], source: '2 §7.1' },
  { name: 'processCandidate', kind: 'query', args: ['personId'], source: '2 §7.1' },
  { name: 'getUserPermissions', kind: 'query', args: [], source: '2 §7.1' },
  { name: 'clientInfo', kind: 'query', args: [], source: '2 §7.1 (client info, returns clientInfo)' },
  { name: 'getPrivacyPolicy', kind: 'query', args: [], source: '2 §7.1' },
  {
    name: 'addPersonShortlisted',
    kind: 'mutation',
    args: ['id', 'processId', 'processPersonId', 'feeling'],
    source: '2 §7.1',
  },
  { name: 'getProcess', kind: 'query', args: ['id'], source: '2 §7.1 Queries' },
  { name: 'getPositionDetail', kind: 'query', args: ['id'], source: '2 §7.1 Queries' },
  { name: 'getCompanyTags', kind: 'query', args: ['companyId'], source: '2 §7.1 Queries' },
  {
    name: 'processPersonObserverShortListed',
    kind: 'query',
    args: ['observerId', 'processId', 'page', 'size', 'wildcard'],
    source: '2 §7.1 Queries',
  },
  {
    name: 'processPersonComparator',
    kind: 'query',
    args: ['processId', 'page', 'size', 'ids'],
    source: '2 §7.1 Queries',
  },
  { name: 'getBlackListByProcessId', kind: 'query', args: ['processId'], source: '2 §7.1 Queries' },
  {
    name: 'processPersonShortlisted',
    kind: 'query',
    args: ['processId', 'page', 'size', 'wildcard', 'observersIds', 'sortBy'],
    source: '2 §7.1 Queries',
  },
  { name: 'getTagsConfig', kind: 'query', args: [], source: '2 §7.1 Queries' },
  { name: 'setPersonToBlackList', kind: 'mutation', args: ['personId'], source: '2 §7.1 Mutations' },
  { name: 'addPeopleToProcess', kind: 'mutation', args: ['processAddPeopleInput'], source: '2 §7.1 Mutations' },
  {
    name: 'launchSubProcess',
    kind: 'mutation',
    args: ['processId', 'competences'],
    source: '3 Second GraphQL endpoint',
  },
  // The spec's unnamed "adding people" call of the second endpoint (docs/decisions/022).
  {
    name: 'addPeopleToTrustProcess',
    kind: 'mutation',
    args: ['processId', 'peopleList'],
    source: '3 Second GraphQL endpoint',
  },
  { name: 'addPerson', kind: 'mutation', args: ['processId', 'personCreateDto'], source: '2 §7.1 Mutations' },

  // Spec 3, "Main GraphQL service".
  {
    name: 'getProcessPaginated',
    kind: 'query',
    args: [
      'companyId',
      'page',
      'size',
      'processStatus',
      'wildcard',
      'isConfidential',
      'owner',
      'ownerName',
      'dateAgo',
      'dateWildcard',
      'showCompanyInfo',
      'productType',
      'workflow',
      'hired',
      'candidate',
    ],
    source: '3 Main GraphQL service',
  },
  { name: 'processPerson', kind: 'query', args: ['id'], source: '3 Main GraphQL service ("processPerson by id")' },
  {
    name: 'processPaginated',
    kind: 'query',
    args: ['archived', 'companyId', 'page', 'size', 'wildcard', 'processStatus'],
    source: '3 Main GraphQL service',
  },
  {
    name: 'processPersonPaginated',
    kind: 'query',
    // "salary range" and "birthDate range" are the arguments salary and birthDate.
    args: [
      'processId',
      'page',
      'size',
      'personEvaluationsStatus',
      'wildcard',
      'maritalStatus',
      'place',
      'gender',
      'language',
      'education',
      'institution',
      'areaExperience',
      'subExperience',
      'industry',
      'company',
      'skill',
      'tags',
      'hired',
      'salary',
      'birthDate',
      'sortBy',
      'feelings',
      'trust',
    ],
    source: '3 Main GraphQL service',
  },
  { name: 'sendBulkInvitation', kind: 'mutation', args: ['candidates', 'processId'], source: '3 Main GraphQL service' },
  {
    name: 'buyCurriculum',
    kind: 'mutation',
    args: ['amount', 'concept', 'personIds', 'planConfigId'],
    source: '2 §7.1, 3',
  },
  // Spec 3, "Second GraphQL endpoint": virtual interviews (createMeeting takes the meeting request's fields, spec 3 §3).
  { name: 'getUserIntegrations', kind: 'query', args: [], source: '3 Second GraphQL endpoint' },
  { name: 'getIntegrationAuthorizationUrl', kind: 'query', args: ['provider'], source: '3 Second GraphQL endpoint' },
  { name: 'disconnectAccount', kind: 'mutation', args: ['provider'], source: '3 Second GraphQL endpoint' },
  {
    name: 'createMeeting',
    kind: 'mutation',
    args: ['description', 'duration', 'guestId', 'processId', 'provider', 'startTime', 'subject'],
    source: '3 Second GraphQL endpoint, §3',
  },
  // Spec 3 §7 "Chat messaging GraphQL service": the AppSync chat sample's operations (docs/api/chat.md).
  { name: 'allMessageConnection', kind: 'query', args: ['conversationId', 'first', 'after'], source: '3 §7 Chat' },
  { name: 'getConversation', kind: 'query', args: ['id'], source: '3 §7 Chat' },
  { name: 'getUser', kind: 'query', args: ['id'], source: '3 §7 Chat' },
  { name: 'createConversation', kind: 'mutation', args: ['id'], source: '3 §7 Chat' },
  { name: 'createUser', kind: 'mutation', args: [], source: '3 §7 Chat' },
  { name: 'createUserConversations', kind: 'mutation', args: ['conversationId', 'userId'], source: '3 §7 Chat' },
  {
    name: 'createMessage',
    kind: 'mutation',
    args: ['id', 'conversationId', 'content', 'type', 'createdAt', 'sender'],
    source: '3 §7 Chat',
  },
];

/**
 * Operations the spec names that later issues build (candidate portal, talent pool, launch wizard,
 * integrations, chat). The test checks each is still absent, so an entry must move to
 * specOperations, with its arguments, in the change that serves it.
 */
export const notYetBuilt: readonly SpecOperation[] = [
  { name: 'createCandidate', kind: 'mutation', args: ['candidateInfoDto'], source: '2 §7.1' },
];
