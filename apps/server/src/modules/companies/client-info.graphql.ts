import { COMPANY_TYPES, CREDIT_BALANCE_PERMISSIONS, FEATURES } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { CompanyPlanTypeEnum, enumFromDomain, PlanStatusEnum } from '../../graphql/enums.js';
import { visibleWith } from '../../graphql/field-visibility.js';
import { clientInfo, type ClientInfo, type ClientPlan } from './client-info.service.js';

const FeatureNameEnum = enumFromDomain('FeatureName', FEATURES, 'A feature a company may have switched on.', {
  MULTI_LANGUAGE: 'Candidates may take the evaluations in another language.',
  ZOOM_INTEGRATION: 'Interviews through Zoom.',
  COMPANY_REPORTS: 'Company-wide reports.',
  ANALYTIC_REPORT: 'The analytic report of a process.',
  PROCESS_VIEW_ADMIN: 'Administrators see every process of the company.',
  AI_PROFILE: 'Job profiles written with AI.',
});

const CompanyTypeEnum = enumFromDomain('CompanyType', COMPANY_TYPES, 'The size of a company.', {
  ENTERPRISE: 'A large company.',
  PYME: 'A small or medium business (the zero-credit banner targets it).',
});

const FeatureRef = builder.objectRef<ClientInfo['features'][number]>('Feature').implement({
  description: 'A feature of the company and whether it is on.',
  fields: (t) => ({
    name: t.expose('name', { type: FeatureNameEnum, description: 'Which feature.' }),
    status: t.exposeBoolean('status', { description: 'Whether it is switched on.' }),
  }),
});

const PlanFeatureRef = builder.objectRef<ClientPlan['featureList'][number]>('PlanFeature').implement({
  description: 'A feature a plan includes.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its readable name.' }),
    slug: t.exposeString('slug', { description: 'The key code checks it by, e.g. Long_Duration_Processes.' }),
    status: t.exposeBoolean('status', { description: 'Whether the plan includes it now.' }),
  }),
});

const TypeCompanyPlanRef = builder.objectRef<ClientPlan['typeCompanyPlan']>('TypeCompanyPlan').implement({
  description: 'The kind of a plan (the spec capitalises these two fields).',
  fields: (t) => ({
    Label: t.exposeString('Label', { description: 'The plan’s readable name.' }),
    Name: t.expose('Name', { type: CompanyPlanTypeEnum, description: 'The plan’s kind.' }),
  }),
});

// The balances are the company's money: a viewer reads processes and results, and neither looks
// after the credits (dashboard.credits) nor spends them, so every balance is null for a viewer.
const balance = visibleWith(CREDIT_BALANCE_PERMISSIONS);

const CreditAccountRef = builder.objectRef<{ availableBalance: number }>('CreditAccount').implement({
  description: 'The credit account of a plan.',
  fields: (t) => ({
    availableBalance: t.exposeInt('availableBalance', { ...balance, description: 'Credits left on the plan.' }),
  }),
});

const PlanConfigRef = builder.objectRef<ClientPlan['planConfig']>('PlanConfig').implement({
  description: 'A plan as the company has contracted it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The contracted plan’s id.' }),
    planStatus: t.expose('planStatus', { type: PlanStatusEnum, description: 'Whether it can be used.' }),
    creditAccount: t.field({
      type: CreditAccountRef,
      description: 'Its credit account.',
      resolve: (config) => config.creditAccount,
    }),
  }),
});

const ClientPlanRef = builder.objectRef<ClientPlan>('ClientPlan').implement({
  description: 'A plan the company has contracted.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The contracted plan’s id.' }),
    credit: t.exposeInt('credit', { ...balance, description: 'Credits left on the plan.' }),
    typeCompanyPlan: t.field({
      type: TypeCompanyPlanRef,
      description: 'The plan’s kind.',
      resolve: (plan) => plan.typeCompanyPlan,
    }),
    planConfig: t.field({
      type: PlanConfigRef,
      description: 'Its status and account.',
      resolve: (plan) => plan.planConfig,
    }),
    featureList: t.field({
      type: [PlanFeatureRef],
      description: 'The features it includes.',
      resolve: (plan) => plan.featureList,
    }),
  }),
});

const ClientInfoRef = builder.objectRef<ClientInfo>('ClientInfo').implement({
  description: 'The company the caller acts in, with its features and plans.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The company id.' }),
    commercialName: t.exposeString('commercialName', { description: 'The name the company trades under.' }),
    companyName: t.exposeString('companyName', { description: 'The company’s legal name.' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true, description: 'The logo URL; null if none.' }),
    countryName: t.exposeString('countryName', { description: 'Its country, named in the caller’s language.' }),
    companyType: t.expose('companyType', { type: CompanyTypeEnum, description: 'Its size.' }),
    isComplete: t.exposeBoolean('isComplete', { description: 'Whether its profile is filled in.' }),
    verified: t.exposeBoolean('verified', { description: 'Whether the platform has verified it.' }),
    availableBalance: t.exposeInt('availableBalance', {
      ...balance,
      description: 'Credits left on its CREDIT plan; 0 without one.',
    }),
    features: t.field({ type: [FeatureRef], description: 'Its features.', resolve: (info) => info.features }),
    plans: t.field({
      type: [ClientPlanRef],
      description: 'Its contracted plans, oldest first.',
      resolve: (info) => info.plans,
    }),
  }),
});

builder.queryField('clientInfo', (t) =>
  t.field({
    type: ClientInfoRef,
    description: 'The company the caller acts in.',
    resolve: (_, __, ctx) => clientInfo(ctx),
  }),
);
