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
    "\n  mutation RequestCredits($kind: CreditRequestKind!) {\n    requestCredits(kind: $kind)\n  }\n": typeof types.RequestCreditsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      firstName\n      lastName\n      mail\n      username\n      urlAvatar\n      country\n      birthDate\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n    getPrivacyPolicy {\n      value\n      link\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query ClientInfo {\n    clientInfo {\n      id\n      commercialName\n      companyName\n      logoUrl\n      countryName\n      companyType\n      isComplete\n      verified\n      availableBalance\n      features {\n        name\n        status\n      }\n      plans {\n        id\n        credit\n        typeCompanyPlan {\n          Label\n          Name\n        }\n        planConfig {\n          id\n          planStatus\n          creditAccount {\n            availableBalance\n          }\n        }\n        featureList {\n          name\n          slug\n          status\n        }\n      }\n    }\n  }\n": typeof types.ClientInfoDocument,
    "\n  query GetUserPermissions {\n    getUserPermissions {\n      id\n      action\n      label\n    }\n  }\n": typeof types.GetUserPermissionsDocument,
};
const documents: Documents = {
    "\n  query MyCompanies {\n    myCompanies {\n      id\n      commercialName\n      logoUrl\n      role\n      current\n    }\n  }\n": types.MyCompaniesDocument,
    "\n  mutation UpdateMe($dataMe: DataMeInput!) {\n    updateMe(dataMe: $dataMe) {\n      id\n      termsAndConditions {\n        name\n        version\n        date\n        link\n      }\n    }\n  }\n": types.UpdateMeDocument,
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