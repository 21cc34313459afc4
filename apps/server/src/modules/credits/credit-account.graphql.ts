import { TRANSACTION_TYPES } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain, PlanStatusEnum } from '../../graphql/enums.js';
import { DateTimeScalar } from '../../graphql/scalars.js';
import {
  creditAccountsOf,
  creditHistory,
  type CreditAccountView,
  type CreditHistory,
  type CreditMovement,
} from './credit-account.service.js';

const TransactionTypeEnum = enumFromDomain('TransactionType', TRANSACTION_TYPES, 'A kind of credit movement.', {
  DEBIT: 'Credits spent (a launch, an extension, a purchase).',
  CREDIT: 'Credits added to the account.',
  OVERDRAW: 'Credits spent past the balance, owed to the plan.',
  PAY_OVERDRAW: 'A payment of credits owed.',
});

const CreditAccountRef = builder.objectRef<CreditAccountView>('PlanCreditAccount').implement({
  description: 'One of the company’s plan accounts and its credit balance.',
  fields: (t) => ({
    planConfigId: t.exposeInt('planConfigId', {
      description: 'The company’s plan (planConfig) the account belongs to.',
    }),
    planName: t.exposeString('planName', { description: 'The plan’s name.' }),
    planLabel: t.exposeString('planLabel', { description: 'The plan’s label (its product line).' }),
    planType: t.exposeString('planType', { description: 'The plan’s type (typeCompanyPlan).' }),
    planStatus: t.expose('planStatus', { type: PlanStatusEnum, description: 'Whether the plan can be used.' }),
    availableBalance: t.exposeInt('availableBalance', { description: 'Credits available now.' }),
    endsAt: t.field({
      type: DateTimeScalar,
      nullable: true,
      description: 'When the plan ends; null when it does not.',
      resolve: (a) => (a.endsAt ? new Date(a.endsAt) : null),
    }),
  }),
});

const CreditMovementRef = builder.objectRef<CreditMovement>('CreditMovement').implement({
  description: 'One movement of a credit account.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The movement’s id.' }),
    type: t.expose('type', { type: TransactionTypeEnum, description: 'What kind of movement.' }),
    amount: t.exposeInt('amount', { description: 'Credits moved.' }),
    balanceAfter: t.exposeInt('balanceAfter', { description: 'The balance the movement left.' }),
    concept: t.exposeString('concept', { description: 'What the movement was for, as recorded.' }),
    createdAt: t.field({ type: DateTimeScalar, description: 'When it happened.', resolve: (m) => m.createdAt }),
    processId: t.exposeInt('processId', { nullable: true, description: 'The process it paid for; null for none.' }),
    processName: t.exposeString('processName', { nullable: true, description: 'That process’s name.' }),
    userName: t.exposeString('userName', { nullable: true, description: 'Who made it; null when unknown.' }),
  }),
});

const CreditHistoryRef = builder.objectRef<CreditHistory>('CreditHistory').implement({
  description: 'A plan account and one page of its movements, newest first.',
  fields: (t) => ({
    account: t.field({ type: CreditAccountRef, description: 'The account.', resolve: (h) => h.account }),
    transactions: t.field({
      type: [CreditMovementRef],
      description: 'The page’s movements.',
      resolve: (h) => h.transactions,
    }),
    page: t.exposeInt('page', { description: 'The page, from 1.' }),
    size: t.exposeInt('size', { description: 'Movements per page.' }),
    total: t.exposeInt('total', { description: 'Every movement of the account.' }),
  }),
});

builder.queryField('creditAccounts', (t) =>
  t.field({
    type: [CreditAccountRef],
    description: 'The company’s plan accounts with their balances, active plans first (permission dashboard.credits).',
    resolve: (_, __, ctx) => creditAccountsOf(ctx),
  }),
);

builder.queryField('creditHistory', (t) =>
  t.field({
    type: CreditHistoryRef,
    description:
      'One plan account’s balance and a page of its movements, newest first (permission dashboard.credits); the twin of GET /credits-web/creditAccount/planConfig/{planId}.',
    args: {
      planConfigId: t.arg.int({ required: true, description: 'The company’s plan (planConfig).' }),
      page: t.arg.int({ required: false, defaultValue: 1, description: 'The page, from 1.' }),
      size: t.arg.int({ required: false, defaultValue: 10, description: 'Movements per page (1 to 100).' }),
    },
    resolve: (_, args, ctx) =>
      creditHistory(ctx, { planConfigId: args.planConfigId, page: args.page ?? 1, size: args.size ?? 10 }),
  }),
);
