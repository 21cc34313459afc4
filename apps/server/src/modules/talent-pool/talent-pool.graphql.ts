import { CV_SEARCH_POOLS } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain, PersonStatusEnum } from '../../graphql/enums.js';
import { DateTimeScalar } from '../../graphql/scalars.js';
import { CandidateCvRef } from '../candidates/index.js';
import {
  buyCurriculum,
  talentPoolCurriculum,
  talentPoolSearch,
  type LatestResult,
  type TalentPoolCurriculum,
  type TalentPoolExperience,
  type TalentPoolPage,
  type TalentPoolPerson,
} from './talent-pool.service.js';

export const CvSearchPoolEnum = enumFromDomain('CvSearchPool', CV_SEARCH_POOLS, 'Where a CV search looks.', {
  TALENT_POOL: 'People of other companies who opted in to be found, anonymised until bought.',
  MY_BASE: 'People who took part in the company’s processes (within the member’s scope), and the CVs it bought.',
});

const CvSearchFiltersInput = builder.inputType('CvSearchFiltersInput', {
  description: 'Filters of a CV search: every list is “any of”, the filters combine with “and”.',
  fields: (t) => ({
    countryCodes: t.stringList({ required: false, description: 'ISO 3166 alpha-2 country codes.' }),
    cities: t.stringList({ required: false, description: 'City names as the CV shows them.' }),
    areas: t.stringList({ required: false, description: 'Experience areas (the areas catalogue’s names).' }),
    minYearsExperience: t.int({ required: false, description: 'At least this many years of experience.' }),
    maxYearsExperience: t.int({ required: false, description: 'At most this many years of experience.' }),
    salaryFrom: t.int({ required: false, description: 'Expected monthly salary from, in the CV’s currency.' }),
    salaryTo: t.int({ required: false, description: 'Expected monthly salary up to, in the CV’s currency.' }),
    languages: t.stringList({ required: false, description: 'Languages as the catalogue spells them.' }),
    educationLevels: t.stringList({ required: false, description: 'Education levels (the degrees catalogue).' }),
    lastActivityDays: t.int({ required: false, description: 'Active within this many days (30, 90, 180 or 365).' }),
  }),
});

const TalentPoolExperienceRef = builder.objectRef<TalentPoolExperience>('TalentPoolExperience').implement({
  description: 'A job of a pool person’s CV.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The job title.' }),
    company: t.exposeString('company', {
      nullable: true,
      description: 'The employer; null when the person is anonymised.',
    }),
    startDate: t.exposeString('startDate', { nullable: true, description: 'The month it began, YYYY-MM.' }),
    endDate: t.exposeString('endDate', {
      nullable: true,
      description: 'The month it ended, YYYY-MM; null for the current job.',
    }),
    current: t.exposeBoolean('current', { description: 'Whether it is the current job.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the job was; null if none.' }),
  }),
});

const LatestResultRef = builder.objectRef<LatestResult>('TalentPoolLatestResult').implement({
  description: 'One of a my-base person’s latest processes in the company.',
  fields: (t) => ({
    processId: t.exposeInt('processId', { description: 'The process.' }),
    processPersonId: t.exposeInt('processPersonId', { description: 'The person’s participation in it.' }),
    processName: t.exposeString('processName', { description: 'The process’s name.' }),
    status: t.expose('status', { type: PersonStatusEnum, description: 'Where the person is in it.' }),
    composedScore: t.exposeFloat('composedScore', {
      nullable: true,
      description: 'The composed score, 0 to 100; null before any result.',
    }),
    composedStatus: t.exposeBoolean('composedStatus', { description: 'Whether the composed score is active.' }),
    invitedAt: t.field({
      type: DateTimeScalar,
      description: 'When the person joined it.',
      resolve: (r) => r.invitedAt,
    }),
  }),
});

const TalentPoolPersonRef = builder.objectRef<TalentPoolPerson>('TalentPoolPerson');
TalentPoolPersonRef.implement({
  description: 'A person found by a CV search, as the pool shows them.',
  fields: (t) => ({
    personId: t.exposeID('personId', { description: 'The person (the id of the CV pages and of buyCurriculum).' }),
    pool: t.expose('pool', { type: CvSearchPoolEnum, description: 'The pool the person was read from.' }),
    purchased: t.exposeBoolean('purchased', { description: 'Whether the company bought the person’s CV.' }),
    anonymised: t.exposeBoolean('anonymised', {
      description: 'True in the talent pool: no name, contact, identification, photo or employers.',
    }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'Null when anonymised.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Null when anonymised.' }),
    email: t.exposeString('email', { nullable: true, description: 'Null when anonymised or unknown.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Null when anonymised or unknown.' }),
    identification: t.exposeString('identification', {
      nullable: true,
      description: 'Null when anonymised or unknown.',
    }),
    avatarUrl: t.exposeString('avatarUrl', {
      nullable: true,
      description: 'The photo; null when anonymised (the client shows a blurred placeholder) or none.',
    }),
    mainExperience: t.field({
      type: TalentPoolExperienceRef,
      nullable: true,
      description: 'The current job, else the one that began last; null without experience.',
      resolve: (p: TalentPoolPerson) => p.mainExperience,
    }),
    yearsOfExperience: t.exposeInt('yearsOfExperience', { description: 'Whole years worked, overlaps counted once.' }),
    area: t.exposeString('area', { nullable: true, description: 'The experience area.' }),
    subArea: t.exposeString('subArea', { nullable: true, description: 'The experience sub-area.' }),
    city: t.exposeString('city', { nullable: true, description: 'Where the person lives.' }),
    countryCode: t.exposeString('countryCode', { description: 'The person’s country, ISO alpha-2 (XX unknown).' }),
    educationLevel: t.exposeString('educationLevel', { nullable: true, description: 'The highest degree.' }),
    skills: t.exposeStringList('skills', { description: 'Skills.' }),
    languages: t.exposeStringList('languages', { description: 'Languages.' }),
    salary: t.exposeInt('salary', { nullable: true, description: 'The expected monthly salary.' }),
    salaryCurrency: t.exposeString('salaryCurrency', { nullable: true, description: 'Its currency, ISO 4217.' }),
    lastActivityAt: t.field({
      type: DateTimeScalar,
      nullable: true,
      description: 'When the CV last changed.',
      resolve: (p: TalentPoolPerson) => p.lastActivityAt,
    }),
    latestResults: t.field({
      type: [LatestResultRef],
      description: 'My-base: the latest processes (at most 3) in the member’s scope; empty in the talent pool.',
      resolve: (p: TalentPoolPerson) => p.latestResults,
    }),
  }),
});

const TalentPoolCurriculumRef = builder.objectRef<TalentPoolCurriculum>('TalentPoolCurriculum').implement({
  description: 'A pool person’s whole CV, anonymised in the talent pool.',
  fields: (t) => ({
    person: t.field({
      type: TalentPoolPersonRef,
      description: 'The person as the pool shows them (anonymised in the talent pool).',
      resolve: (c) => c,
    }),
    introduction: t.exposeString('introduction', { nullable: true, description: 'The person’s summary.' }),
    willingToRelocate: t.exposeBoolean('willingToRelocate', {
      nullable: true,
      description: 'Whether the person would move; null if not given.',
    }),
    experiences: t.field({
      type: [TalentPoolExperienceRef],
      description: 'Jobs, most recent first; employers null when anonymised.',
      resolve: (c) => c.experiences,
    }),
    cv: t.field({
      type: CandidateCvRef,
      description: 'Skills with levels, languages with levels and the education list (read experiences above).',
      resolve: (c) => c.cv,
    }),
  }),
});

const TalentPoolPageRef = builder.objectRef<TalentPoolPage>('TalentPoolPage').implement({
  description: 'One page of a CV search.',
  fields: (t) => ({
    data: t.field({ type: [TalentPoolPersonRef], description: 'The page, best match first.', resolve: (p) => p.data }),
    total: t.exposeInt('total', { description: 'Everyone the search found.' }),
    page: t.exposeInt('page', { description: 'The page, from 1.' }),
    size: t.exposeInt('size', { description: 'Results per page (10).' }),
  }),
});

builder.queryField('talentPoolSearch', (t) =>
  t.field({
    type: TalentPoolPageRef,
    description: 'Searches a pool’s CVs (spec 3 section 7 “CV search”), 10 per page (permission candidate.view).',
    args: {
      pool: t.arg({ type: CvSearchPoolEnum, required: true, description: 'Where to look.' }),
      text: t.arg.string({ required: false, description: 'Words to find; empty: filters alone, newest first.' }),
      filters: t.arg({ type: CvSearchFiltersInput, required: false, description: 'Filters.' }),
      page: t.arg.int({ required: false, description: 'The page, from 1.' }),
    },
    resolve: (_, args, ctx) =>
      talentPoolSearch(ctx, {
        pool: args.pool,
        text: args.text ?? null,
        filters: (args.filters ?? null) as Record<string, unknown> | null,
        page: args.page ?? null,
      }),
  }),
);

builder.queryField('talentPoolCurriculum', (t) =>
  t.field({
    type: TalentPoolCurriculumRef,
    description: 'One pool person’s whole CV by person id; NOT_FOUND outside the pool (permission candidate.view).',
    args: {
      pool: t.arg({ type: CvSearchPoolEnum, required: true, description: 'The pool the person is in.' }),
      personId: t.arg.id({ required: true, description: 'The person.' }),
    },
    resolve: (_, args, ctx) => talentPoolCurriculum(ctx, args.pool, String(args.personId)),
  }),
);

const CurriculumPurchaseRef = builder.objectRef<{ complete: boolean }>('CurriculumPurchase').implement({
  description: 'The result of buyCurriculum.',
  fields: (t) => ({
    complete: t.exposeBoolean('complete', { description: 'True once the CVs are bought and the credits debited.' }),
  }),
});

builder.mutationField('buyCurriculum', (t) =>
  t.field({
    type: CurriculumPurchaseRef,
    description:
      'Buys talent-pool CVs at one credit each from the TALENT POOL plan’s account; people already bought are not charged again (permission talentpool.buy).',
    args: {
      amount: t.arg.int({ required: true, description: 'Credits to charge: one per person not bought yet.' }),
      concept: t.arg.string({ required: true, description: 'What the ledger records the purchase as.' }),
      personIds: t.arg.stringList({ required: true, description: 'The people to buy.' }),
      planConfigId: t.arg.int({ required: true, description: 'The company’s TALENT POOL plan (planConfig).' }),
    },
    resolve: (_, args, ctx) => buyCurriculum(ctx, args),
  }),
);
