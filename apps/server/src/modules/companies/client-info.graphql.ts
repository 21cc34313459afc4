import { CREDIT_BALANCE_PERMISSIONS } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { visibleWith } from '../../graphql/field-visibility.js';
import { clientInfo, type ClientInfo, type ClientPlan } from './client-info.service.js';

const FeatureRef = builder.objectRef<ClientInfo['features'][number]>('Feature').implement({
  fields: (t) => ({ name: t.exposeString('name'), status: t.exposeBoolean('status') }),
});

const PlanFeatureRef = builder.objectRef<ClientPlan['featureList'][number]>('PlanFeature').implement({
  fields: (t) => ({ name: t.exposeString('name'), slug: t.exposeString('slug'), status: t.exposeBoolean('status') }),
});

const TypeCompanyPlanRef = builder.objectRef<ClientPlan['typeCompanyPlan']>('TypeCompanyPlan').implement({
  fields: (t) => ({ Label: t.exposeString('Label'), Name: t.exposeString('Name') }),
});

// The balances are the company's money: a viewer reads processes and results, and neither looks
// after the credits (dashboard.credits) nor spends them, so every balance is null for a viewer.
const balance = visibleWith(CREDIT_BALANCE_PERMISSIONS);

const CreditAccountRef = builder.objectRef<{ availableBalance: number }>('CreditAccount').implement({
  fields: (t) => ({ availableBalance: t.exposeInt('availableBalance', balance) }),
});

const PlanConfigRef = builder.objectRef<ClientPlan['planConfig']>('PlanConfig').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    planStatus: t.exposeString('planStatus'),
    creditAccount: t.field({ type: CreditAccountRef, resolve: (config) => config.creditAccount }),
  }),
});

const ClientPlanRef = builder.objectRef<ClientPlan>('ClientPlan').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    credit: t.exposeInt('credit', balance),
    typeCompanyPlan: t.field({ type: TypeCompanyPlanRef, resolve: (plan) => plan.typeCompanyPlan }),
    planConfig: t.field({ type: PlanConfigRef, resolve: (plan) => plan.planConfig }),
    featureList: t.field({ type: [PlanFeatureRef], resolve: (plan) => plan.featureList }),
  }),
});

const ClientInfoRef = builder.objectRef<ClientInfo>('ClientInfo').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    commercialName: t.exposeString('commercialName'),
    companyName: t.exposeString('companyName'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    countryName: t.exposeString('countryName'),
    companyType: t.exposeString('companyType'),
    isComplete: t.exposeBoolean('isComplete'),
    verified: t.exposeBoolean('verified'),
    availableBalance: t.exposeInt('availableBalance', balance),
    features: t.field({ type: [FeatureRef], resolve: (info) => info.features }),
    plans: t.field({ type: [ClientPlanRef], resolve: (info) => info.plans }),
  }),
});

builder.queryField('clientInfo', (t) => t.field({ type: ClientInfoRef, resolve: (_, __, ctx) => clientInfo(ctx) }));
