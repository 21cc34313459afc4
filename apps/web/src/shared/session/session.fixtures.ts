import type { ClientInfoQuery } from '@/gql/graphql';

type ClientInfo = ClientInfoQuery['clientInfo'];
type ClientPlan = ClientInfo['plans'][number];

/**
 * One of the company's plans with `balance` credits left, as ClientInfoQuery answers it (with the
 * __typenames the cache asks for, which the generated types leave out).
 */
export function buildPlan(
  name: ClientPlan['typeCompanyPlan']['Name'],
  balance: number,
  ids: { id?: number; planConfigId?: number } = {},
): ClientPlan {
  const plan = {
    __typename: 'ClientPlan' as const,
    id: ids.id ?? 3,
    credit: balance,
    typeCompanyPlan: { __typename: 'TypeCompanyPlan' as const, Label: name.replace('_', ' '), Name: name },
    planConfig: {
      __typename: 'PlanConfig' as const,
      id: ids.planConfigId ?? 41,
      planStatus: 'ACTIVE' as const,
      creditAccount: { __typename: 'CreditAccount' as const, availableBalance: balance },
    },
    featureList: [],
  };
  return plan;
}

/** The signed-in company as ClientInfoQuery answers it: no features and no plans unless given. */
export function buildClientInfo(overrides: Partial<ClientInfo> = {}): ClientInfo {
  const clientInfo = {
    __typename: 'ClientInfo' as const,
    id: 5,
    commercialName: 'Acme',
    companyName: 'Acme S.A.',
    logoUrl: null,
    countryName: 'Ecuador',
    companyType: 'ENTERPRISE' as const,
    isComplete: true,
    verified: true,
    availableBalance: null,
    features: [],
    plans: [],
    ...overrides,
  };
  return clientInfo;
}
