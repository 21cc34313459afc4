/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MyCompanies {\n    myCompanies {\n      id\n      commercialName\n      logoUrl\n      role\n      current\n    }\n  }\n": typeof types.MyCompaniesDocument,
    "\n  mutation UpdateMe($dataMe: DataMeInput!) {\n    updateMe(dataMe: $dataMe) {\n      id\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  fragment ProcessHeaderCard_process on Process {\n    id\n    processName\n    statusName\n    ownerName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n  }\n": typeof types.ProcessHeaderCard_ProcessFragmentDoc,
    "\n  fragment ProcessListItem_process on Process {\n    id\n    processName\n    positionName\n    ownerName\n    startDate\n    endDate\n    productTypeName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n    statusName\n    confidential\n    archived\n    personSummary {\n      key\n      docCount\n    }\n  }\n": typeof types.ProcessListItem_ProcessFragmentDoc,
    "\n  fragment ProcessMenu_process on Process {\n    id\n    processName\n    statusName\n    typeCompanyPlan\n    environmentTypeName\n    archived\n    complete\n    children\n    url\n    trustUrl\n    startDate\n    endDate\n  }\n": typeof types.ProcessMenu_ProcessFragmentDoc,
    "\n  fragment ProcessSummaryDetails_process on Process {\n    id\n    positionName\n    ownerName\n    startDate\n    endDate\n    launchedAt\n    environmentTypeName\n    fullProfile\n    typeCompanyPlan\n    productTypeName\n    isPublic\n    confidential\n    numberOfPeople\n    usedCredits\n    url\n    recurrenceSummary {\n      isExtend\n    }\n    jobOpportunity {\n      id\n      components {\n        componentType\n        order\n        weight\n      }\n    }\n  }\n": typeof types.ProcessSummaryDetails_ProcessFragmentDoc,
    "\n  query GetProcessPaginated(\n    $page: Int\n    $size: Int\n    $wildcard: String\n    $processStatus: [String!]\n    $owner: [Int!]\n    $productType: [String!]\n    $isConfidential: Boolean\n    $archived: Boolean\n    $hired: Boolean\n    $dateAgo: Int\n  ) {\n    getProcessPaginated(\n      page: $page\n      size: $size\n      wildcard: $wildcard\n      processStatus: $processStatus\n      owner: $owner\n      productType: $productType\n      isConfidential: $isConfidential\n      archived: $archived\n      hired: $hired\n      dateAgo: $dateAgo\n    ) {\n      data {\n        ...ProcessListItem_process\n        ...ProcessMenu_process\n      }\n      filters {\n        status {\n          key\n          docCount\n        }\n        owner {\n          key\n          docCount\n          label\n        }\n        productType {\n          key\n          docCount\n        }\n      }\n      page\n      size\n      total\n    }\n  }\n": typeof types.GetProcessPaginatedDocument,
    "\n  query GetProcessMonitor($processId: Int!) {\n    getProcessMonitor(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": typeof types.GetProcessMonitorDocument,
    "\n  query ProcessSummary($processId: Int!) {\n    processSummary(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n      ...ProcessSummaryDetails_process\n    }\n  }\n": typeof types.ProcessSummaryDocument,
    "\n  query GetProcess($id: Int!) {\n    getProcess(id: $id) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n    }\n  }\n": typeof types.GetProcessDocument,
    "\n  mutation CloseProcess($id: Int!) {\n    close(id: $id, noValidate: true) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": typeof types.CloseProcessDocument,
    "\n  mutation CloneProcess($id: Int!, $relaunchProcessCreateDto: RelaunchProcessCreateDto!) {\n    clone(id: $id, relaunchProcessCreateDto: $relaunchProcessCreateDto)\n  }\n": typeof types.CloneProcessDocument,
    "\n  mutation ExtendProcess($id: Int!, $dateRangeWithTimezoneCreateDto: DateRangeWithTimezoneCreateDto!) {\n    extend(id: $id, dateRangeWithTimezoneCreateDto: $dateRangeWithTimezoneCreateDto) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": typeof types.ExtendProcessDocument,
    "\n  mutation ArchiveProcess($id: Int!, $status: Boolean!) {\n    archive(id: $id, status: $status) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": typeof types.ArchiveProcessDocument,
    "\n  mutation RequestCredits($kind: CreditRequestKind!) {\n    requestCredits(kind: $kind)\n  }\n": typeof types.RequestCreditsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      firstName\n      lastName\n      mail\n      username\n      urlAvatar\n      country\n      birthDate\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n    getPrivacyPolicy {\n      value\n      link\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query ClientInfo {\n    clientInfo {\n      id\n      commercialName\n      companyName\n      logoUrl\n      countryName\n      companyType\n      isComplete\n      verified\n      availableBalance\n      features {\n        name\n        status\n      }\n      plans {\n        id\n        credit\n        typeCompanyPlan {\n          Label\n          Name\n        }\n        planConfig {\n          id\n          planStatus\n          creditAccount {\n            availableBalance\n          }\n        }\n        featureList {\n          name\n          slug\n          status\n        }\n      }\n    }\n  }\n": typeof types.ClientInfoDocument,
    "\n  query GetUserPermissions {\n    getUserPermissions {\n      id\n      action\n      label\n    }\n  }\n": typeof types.GetUserPermissionsDocument,
};
const documents: Documents = {
    "\n  query MyCompanies {\n    myCompanies {\n      id\n      commercialName\n      logoUrl\n      role\n      current\n    }\n  }\n": types.MyCompaniesDocument,
    "\n  mutation UpdateMe($dataMe: DataMeInput!) {\n    updateMe(dataMe: $dataMe) {\n      id\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n  }\n": types.UpdateMeDocument,
    "\n  fragment ProcessHeaderCard_process on Process {\n    id\n    processName\n    statusName\n    ownerName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n  }\n": types.ProcessHeaderCard_ProcessFragmentDoc,
    "\n  fragment ProcessListItem_process on Process {\n    id\n    processName\n    positionName\n    ownerName\n    startDate\n    endDate\n    productTypeName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n    statusName\n    confidential\n    archived\n    personSummary {\n      key\n      docCount\n    }\n  }\n": types.ProcessListItem_ProcessFragmentDoc,
    "\n  fragment ProcessMenu_process on Process {\n    id\n    processName\n    statusName\n    typeCompanyPlan\n    environmentTypeName\n    archived\n    complete\n    children\n    url\n    trustUrl\n    startDate\n    endDate\n  }\n": types.ProcessMenu_ProcessFragmentDoc,
    "\n  fragment ProcessSummaryDetails_process on Process {\n    id\n    positionName\n    ownerName\n    startDate\n    endDate\n    launchedAt\n    environmentTypeName\n    fullProfile\n    typeCompanyPlan\n    productTypeName\n    isPublic\n    confidential\n    numberOfPeople\n    usedCredits\n    url\n    recurrenceSummary {\n      isExtend\n    }\n    jobOpportunity {\n      id\n      components {\n        componentType\n        order\n        weight\n      }\n    }\n  }\n": types.ProcessSummaryDetails_ProcessFragmentDoc,
    "\n  query GetProcessPaginated(\n    $page: Int\n    $size: Int\n    $wildcard: String\n    $processStatus: [String!]\n    $owner: [Int!]\n    $productType: [String!]\n    $isConfidential: Boolean\n    $archived: Boolean\n    $hired: Boolean\n    $dateAgo: Int\n  ) {\n    getProcessPaginated(\n      page: $page\n      size: $size\n      wildcard: $wildcard\n      processStatus: $processStatus\n      owner: $owner\n      productType: $productType\n      isConfidential: $isConfidential\n      archived: $archived\n      hired: $hired\n      dateAgo: $dateAgo\n    ) {\n      data {\n        ...ProcessListItem_process\n        ...ProcessMenu_process\n      }\n      filters {\n        status {\n          key\n          docCount\n        }\n        owner {\n          key\n          docCount\n          label\n        }\n        productType {\n          key\n          docCount\n        }\n      }\n      page\n      size\n      total\n    }\n  }\n": types.GetProcessPaginatedDocument,
    "\n  query GetProcessMonitor($processId: Int!) {\n    getProcessMonitor(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": types.GetProcessMonitorDocument,
    "\n  query ProcessSummary($processId: Int!) {\n    processSummary(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n      ...ProcessSummaryDetails_process\n    }\n  }\n": types.ProcessSummaryDocument,
    "\n  query GetProcess($id: Int!) {\n    getProcess(id: $id) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n    }\n  }\n": types.GetProcessDocument,
    "\n  mutation CloseProcess($id: Int!) {\n    close(id: $id, noValidate: true) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": types.CloseProcessDocument,
    "\n  mutation CloneProcess($id: Int!, $relaunchProcessCreateDto: RelaunchProcessCreateDto!) {\n    clone(id: $id, relaunchProcessCreateDto: $relaunchProcessCreateDto)\n  }\n": types.CloneProcessDocument,
    "\n  mutation ExtendProcess($id: Int!, $dateRangeWithTimezoneCreateDto: DateRangeWithTimezoneCreateDto!) {\n    extend(id: $id, dateRangeWithTimezoneCreateDto: $dateRangeWithTimezoneCreateDto) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": types.ExtendProcessDocument,
    "\n  mutation ArchiveProcess($id: Int!, $status: Boolean!) {\n    archive(id: $id, status: $status) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n": types.ArchiveProcessDocument,
    "\n  mutation RequestCredits($kind: CreditRequestKind!) {\n    requestCredits(kind: $kind)\n  }\n": types.RequestCreditsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      firstName\n      lastName\n      mail\n      username\n      urlAvatar\n      country\n      birthDate\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n    getPrivacyPolicy {\n      value\n      link\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query ClientInfo {\n    clientInfo {\n      id\n      commercialName\n      companyName\n      logoUrl\n      countryName\n      companyType\n      isComplete\n      verified\n      availableBalance\n      features {\n        name\n        status\n      }\n      plans {\n        id\n        credit\n        typeCompanyPlan {\n          Label\n          Name\n        }\n        planConfig {\n          id\n          planStatus\n          creditAccount {\n            availableBalance\n          }\n        }\n        featureList {\n          name\n          slug\n          status\n        }\n      }\n    }\n  }\n": types.ClientInfoDocument,
    "\n  query GetUserPermissions {\n    getUserPermissions {\n      id\n      action\n      label\n    }\n  }\n": types.GetUserPermissionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompanies {\n    myCompanies {\n      id\n      commercialName\n      logoUrl\n      role\n      current\n    }\n  }\n"): (typeof documents)["\n  query MyCompanies {\n    myCompanies {\n      id\n      commercialName\n      logoUrl\n      role\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($dataMe: DataMeInput!) {\n    updateMe(dataMe: $dataMe) {\n      id\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($dataMe: DataMeInput!) {\n    updateMe(dataMe: $dataMe) {\n      id\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessHeaderCard_process on Process {\n    id\n    processName\n    statusName\n    ownerName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n  }\n"): (typeof documents)["\n  fragment ProcessHeaderCard_process on Process {\n    id\n    processName\n    statusName\n    ownerName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessListItem_process on Process {\n    id\n    processName\n    positionName\n    ownerName\n    startDate\n    endDate\n    productTypeName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n    statusName\n    confidential\n    archived\n    personSummary {\n      key\n      docCount\n    }\n  }\n"): (typeof documents)["\n  fragment ProcessListItem_process on Process {\n    id\n    processName\n    positionName\n    ownerName\n    startDate\n    endDate\n    productTypeName\n    typeCompanyPlan\n    environmentTypeName\n    fullProfile\n    statusName\n    confidential\n    archived\n    personSummary {\n      key\n      docCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessMenu_process on Process {\n    id\n    processName\n    statusName\n    typeCompanyPlan\n    environmentTypeName\n    archived\n    complete\n    children\n    url\n    trustUrl\n    startDate\n    endDate\n  }\n"): (typeof documents)["\n  fragment ProcessMenu_process on Process {\n    id\n    processName\n    statusName\n    typeCompanyPlan\n    environmentTypeName\n    archived\n    complete\n    children\n    url\n    trustUrl\n    startDate\n    endDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessSummaryDetails_process on Process {\n    id\n    positionName\n    ownerName\n    startDate\n    endDate\n    launchedAt\n    environmentTypeName\n    fullProfile\n    typeCompanyPlan\n    productTypeName\n    isPublic\n    confidential\n    numberOfPeople\n    usedCredits\n    url\n    recurrenceSummary {\n      isExtend\n    }\n    jobOpportunity {\n      id\n      components {\n        componentType\n        order\n        weight\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProcessSummaryDetails_process on Process {\n    id\n    positionName\n    ownerName\n    startDate\n    endDate\n    launchedAt\n    environmentTypeName\n    fullProfile\n    typeCompanyPlan\n    productTypeName\n    isPublic\n    confidential\n    numberOfPeople\n    usedCredits\n    url\n    recurrenceSummary {\n      isExtend\n    }\n    jobOpportunity {\n      id\n      components {\n        componentType\n        order\n        weight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProcessPaginated(\n    $page: Int\n    $size: Int\n    $wildcard: String\n    $processStatus: [String!]\n    $owner: [Int!]\n    $productType: [String!]\n    $isConfidential: Boolean\n    $archived: Boolean\n    $hired: Boolean\n    $dateAgo: Int\n  ) {\n    getProcessPaginated(\n      page: $page\n      size: $size\n      wildcard: $wildcard\n      processStatus: $processStatus\n      owner: $owner\n      productType: $productType\n      isConfidential: $isConfidential\n      archived: $archived\n      hired: $hired\n      dateAgo: $dateAgo\n    ) {\n      data {\n        ...ProcessListItem_process\n        ...ProcessMenu_process\n      }\n      filters {\n        status {\n          key\n          docCount\n        }\n        owner {\n          key\n          docCount\n          label\n        }\n        productType {\n          key\n          docCount\n        }\n      }\n      page\n      size\n      total\n    }\n  }\n"): (typeof documents)["\n  query GetProcessPaginated(\n    $page: Int\n    $size: Int\n    $wildcard: String\n    $processStatus: [String!]\n    $owner: [Int!]\n    $productType: [String!]\n    $isConfidential: Boolean\n    $archived: Boolean\n    $hired: Boolean\n    $dateAgo: Int\n  ) {\n    getProcessPaginated(\n      page: $page\n      size: $size\n      wildcard: $wildcard\n      processStatus: $processStatus\n      owner: $owner\n      productType: $productType\n      isConfidential: $isConfidential\n      archived: $archived\n      hired: $hired\n      dateAgo: $dateAgo\n    ) {\n      data {\n        ...ProcessListItem_process\n        ...ProcessMenu_process\n      }\n      filters {\n        status {\n          key\n          docCount\n        }\n        owner {\n          key\n          docCount\n          label\n        }\n        productType {\n          key\n          docCount\n        }\n      }\n      page\n      size\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProcessMonitor($processId: Int!) {\n    getProcessMonitor(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"): (typeof documents)["\n  query GetProcessMonitor($processId: Int!) {\n    getProcessMonitor(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessSummary($processId: Int!) {\n    processSummary(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n      ...ProcessSummaryDetails_process\n    }\n  }\n"): (typeof documents)["\n  query ProcessSummary($processId: Int!) {\n    processSummary(processId: $processId) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n      ...ProcessSummaryDetails_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProcess($id: Int!) {\n    getProcess(id: $id) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n    }\n  }\n"): (typeof documents)["\n  query GetProcess($id: Int!) {\n    getProcess(id: $id) {\n      id\n      parent\n      ...ProcessHeaderCard_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseProcess($id: Int!) {\n    close(id: $id, noValidate: true) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"): (typeof documents)["\n  mutation CloseProcess($id: Int!) {\n    close(id: $id, noValidate: true) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloneProcess($id: Int!, $relaunchProcessCreateDto: RelaunchProcessCreateDto!) {\n    clone(id: $id, relaunchProcessCreateDto: $relaunchProcessCreateDto)\n  }\n"): (typeof documents)["\n  mutation CloneProcess($id: Int!, $relaunchProcessCreateDto: RelaunchProcessCreateDto!) {\n    clone(id: $id, relaunchProcessCreateDto: $relaunchProcessCreateDto)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendProcess($id: Int!, $dateRangeWithTimezoneCreateDto: DateRangeWithTimezoneCreateDto!) {\n    extend(id: $id, dateRangeWithTimezoneCreateDto: $dateRangeWithTimezoneCreateDto) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendProcess($id: Int!, $dateRangeWithTimezoneCreateDto: DateRangeWithTimezoneCreateDto!) {\n    extend(id: $id, dateRangeWithTimezoneCreateDto: $dateRangeWithTimezoneCreateDto) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProcess($id: Int!, $status: Boolean!) {\n    archive(id: $id, status: $status) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveProcess($id: Int!, $status: Boolean!) {\n    archive(id: $id, status: $status) {\n      id\n      ...ProcessListItem_process\n      ...ProcessHeaderCard_process\n      ...ProcessMenu_process\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCredits($kind: CreditRequestKind!) {\n    requestCredits(kind: $kind)\n  }\n"): (typeof documents)["\n  mutation RequestCredits($kind: CreditRequestKind!) {\n    requestCredits(kind: $kind)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      firstName\n      lastName\n      mail\n      username\n      urlAvatar\n      country\n      birthDate\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n    getPrivacyPolicy {\n      value\n      link\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      firstName\n      lastName\n      mail\n      username\n      urlAvatar\n      country\n      birthDate\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n    getPrivacyPolicy {\n      value\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientInfo {\n    clientInfo {\n      id\n      commercialName\n      companyName\n      logoUrl\n      countryName\n      companyType\n      isComplete\n      verified\n      availableBalance\n      features {\n        name\n        status\n      }\n      plans {\n        id\n        credit\n        typeCompanyPlan {\n          Label\n          Name\n        }\n        planConfig {\n          id\n          planStatus\n          creditAccount {\n            availableBalance\n          }\n        }\n        featureList {\n          name\n          slug\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientInfo {\n    clientInfo {\n      id\n      commercialName\n      companyName\n      logoUrl\n      countryName\n      companyType\n      isComplete\n      verified\n      availableBalance\n      features {\n        name\n        status\n      }\n      plans {\n        id\n        credit\n        typeCompanyPlan {\n          Label\n          Name\n        }\n        planConfig {\n          id\n          planStatus\n          creditAccount {\n            availableBalance\n          }\n        }\n        featureList {\n          name\n          slug\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserPermissions {\n    getUserPermissions {\n      id\n      action\n      label\n    }\n  }\n"): (typeof documents)["\n  query GetUserPermissions {\n    getUserPermissions {\n      id\n      action\n      label\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;