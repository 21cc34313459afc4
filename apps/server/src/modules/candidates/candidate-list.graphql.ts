import { CANDIDATE_SORT_FIELDS, FEELING_FILTER_KEYS, HIRE_STATUSES, type HireStatus } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import {
  CandidateSourceEnum,
  ComponentStatusEnum,
  ComponentTypeEnum,
  DiscArchetypeEnum,
  enumFromDomain,
  FeelingEnum,
  GenderEnum,
  MaritalStatusEnum,
  PersonStatusEnum,
  ReviewerKindEnum,
  SortOrderEnum,
} from '../../graphql/enums.js';
import {
  CANDIDATE_FACETS,
  processPersonPaginated,
  type CandidatePage,
  type FacetValue,
} from './candidate-list.service.js';
import type { CandidateRow } from './candidate-row.js';
import type { FacetName } from './facet-index/index.js';

const FeelingFilterEnum = enumFromDomain(
  'FeelingFilter',
  FEELING_FILTER_KEYS,
  'A value of the candidate list’s feelings filter: a feeling, or none.',
  {
    YES: 'Someone likes the candidate.',
    MAYBE: 'Someone is unsure.',
    NO: 'Someone does not like the candidate.',
    NO_FEELING: 'Nobody has given a feeling.',
  },
);

const HireStatusEnum = enumFromDomain('HireStatus', HIRE_STATUSES, 'The state of a hire.', {
  ACTIVE: 'The candidate is hired.',
  CANCELLED: 'The hire was cancelled (older data): shown, but not counted as hired.',
});

const CandidateSortFieldEnum = enumFromDomain(
  'CandidateSortField',
  CANDIDATE_SORT_FIELDS,
  'What the candidate list can be sorted by.',
  {
    composedCapResult: 'The composed result.',
    ranking: 'The ranking in the process.',
    firstName: 'First name.',
    lastName: 'Last name.',
    createdAt: 'When the candidate joined the process.',
  },
);

const FACET_DESCRIPTIONS: Record<FacetName, string> = {
  personEvaluationsStatus: 'Candidates per PersonStatus.',
  feelings: 'Candidates per FeelingFilter value.',
  trust: 'Candidates per trust result: 1, 2, 3, NOT_INVITED or PENDING.',
  hired: 'Candidates hired (true) and not (false).',
  gender: 'Candidates per Gender.',
  maritalStatus: 'Candidates per MaritalStatus.',
  place: 'Candidates per place (uuid; the label is its name).',
  industry: 'Candidates per industry of their experience.',
  areaExperience: 'Candidates per area of their experience.',
  subExperience: 'Candidates per sub-area of their experience.',
  education: 'Candidates per degree.',
  institution: 'Candidates per educational institution.',
  company: 'Candidates per company they worked for.',
  skill: 'Candidates per skill.',
  language: 'Candidates per language.',
  tags: 'Candidates per tag code.',
};

const FacetValueRef = builder.objectRef<FacetValue>('CandidateFacetValue').implement({
  description: 'One value of a candidate filter with how many candidates have it.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The value, as the filter’s argument takes it.' }),
    docCount: t.exposeInt('docCount', { description: 'How many candidates have it, with the other filters applied.' }),
    label: t.string({
      nullable: true,
      description: 'A readable name where the key is a code (a place’s name); null otherwise.',
      resolve: (v) => v.label ?? null,
    }),
  }),
});

export const FeelingRef = builder.objectRef<CandidateRow['feelings'][number]>('CandidateFeeling').implement({
  description: 'A reviewer’s feeling about a candidate.',
  fields: (t) => ({
    userId: t.exposeInt('userId', {
      nullable: true,
      description: 'The company user who gave it; null for an observer.',
    }),
    observerId: t.exposeInt('observerId', {
      nullable: true,
      description: 'The observer who gave it; null for a user.',
    }),
    feeling: t.expose('feeling', { type: FeelingEnum, description: 'The opinion.' }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When it was first given.',
      resolve: (f) => new Date(f.createdAt),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it last changed.',
      resolve: (f) => new Date(f.updatedAt),
    }),
    reviewerName: t.exposeString('reviewerName', {
      description: 'The user’s full name (empty when they have none: never their e-mail) or the observer’s name.',
    }),
    reviewerKind: t.expose('reviewerKind', { type: ReviewerKindEnum, description: 'Who gave it.' }),
  }),
});

/** A tag as the list reads it (JSON: date a string) or createPersonTag returns it (a Date). */
interface TagView {
  id: number;
  code: string;
  date: string | Date;
  userId: number | null;
  processPersonId: number;
}

export const TagRef = builder.objectRef<TagView>('CandidateTag').implement({
  description: 'A tag on a candidate.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The tag assignment’s id.' }),
    code: t.exposeString('code', { description: 'The tag: a process tag (Process_Tag_n) or a company tag code.' }),
    date: t.field({ type: 'DateTime', description: 'When it was put.', resolve: (tag) => new Date(tag.date) }),
    userId: t.exposeInt('userId', { nullable: true, description: 'The user who put it; null if they left.' }),
    processPersonId: t.exposeInt('processPersonId', { description: 'The candidate (process person) tagged.' }),
  }),
});

/** A hire as the list reads it (JSON: updatedAt a string) or the hiring mutations return it (a Date). */
interface HireView {
  hiredAt: string;
  status: HireStatus;
  updatedAt: string | Date;
  userId: number | null;
}

export const HiredRef = builder.objectRef<HireView>('Hired').implement({
  description: 'A candidate’s hire.',
  fields: (t) => ({
    hiredAt: t.expose('hiredAt', { type: 'Date', description: 'The day the candidate was hired.' }),
    status: t.expose('status', { type: HireStatusEnum, description: 'The hire’s state.' }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it last changed.',
      resolve: (h) => new Date(h.updatedAt),
    }),
    userId: t.exposeInt('userId', { nullable: true, description: 'The user who recorded it; null if they left.' }),
  }),
});

const ComponentStatusRef = builder.objectRef<CandidateRow['components'][number]>('CandidateComponentStatus').implement({
  description: 'Where a candidate stands in one component.',
  fields: (t) => ({
    componentType: t.expose('componentType', { type: ComponentTypeEnum, description: 'Which component.' }),
    status: t.expose('status', { type: ComponentStatusEnum, description: 'Where the candidate stands in it.' }),
    value: t.exposeFloat('value', { nullable: true, description: 'The result, 0-100; null before there is one.' }),
    notified: t.exposeBoolean('notified', { description: 'Whether the owner has been told of the result.' }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it last changed.',
      resolve: (c) => new Date(c.updatedAt),
    }),
  }),
});

const ComposedResultRef = builder.objectRef<{ value: number | null; status: boolean }>('ComposedCapResult').implement({
  description: 'The candidate’s composed result: the components’ results weighted.',
  fields: (t) => ({
    value: t.exposeFloat('value', { nullable: true, description: '0-100; null until it is computed.' }),
    status: t.exposeBoolean('status', { description: 'The composed result is active (computed).' }),
    isCompleted: t.boolean({ description: 'Whether there is a value.', resolve: (r) => r.value !== null }),
  }),
});

const PlaceRef = builder.objectRef<{ uuid: string; name: string }>('Place').implement({
  description: 'A place of the reference catalogue.',
  fields: (t) => ({
    uuid: t.exposeString('uuid', { description: 'The place’s uuid.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
  }),
});

const PersonRef = builder.objectRef<CandidateRow>('CandidatePerson').implement({
  description: 'The personal data of a candidate.',
  fields: (t) => ({
    birthDate: t.expose('birth_date', { type: 'Date', nullable: true, description: 'Birth date; null if not given.' }),
    countryCode: t.exposeString('country_code', { description: 'Country, ISO 3166-1 alpha-2; XX is "other".' }),
    gender: t.expose('gender', { type: GenderEnum, description: 'Gender as declared.' }),
    maritalStatus: t.expose('marital_status', {
      type: MaritalStatusEnum,
      nullable: true,
      description: 'Marital status as declared; null if not given.',
    }),
    avatarUrl: t.exposeString('avatar_url', { nullable: true, description: 'The photo URL; null if none.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone number; null if not given.' }),
    place: t.field({
      type: PlaceRef,
      nullable: true,
      description: 'Where the candidate lives; null if not given.',
      resolve: (c) => (c.place_uuid ? { uuid: c.place_uuid, name: c.place_name ?? '' } : null),
    }),
  }),
});

export const CandidateRef = builder.objectRef<CandidateRow>('ProcessCandidate').implement({
  description: 'A person taking part in a process (a process person), as the candidate list shows it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The process person id.' }),
    processPersonId: t.exposeInt('id', { description: 'The process person id (the spec’s second name for id).' }),
    personId: t.exposeInt('person_id', { description: 'The person id, the same across processes.' }),
    processId: t.exposeInt('process_id', { description: 'The process.' }),
    evaluationsStatus: t.expose('evaluations_status', {
      type: PersonStatusEnum,
      description: 'Where the candidate is in the process.',
    }),
    source: t.expose('source', { type: CandidateSourceEnum, description: 'How the candidate joined.' }),
    identification: t.exposeString('identification', {
      nullable: true,
      description: 'Identity document number; null if not given.',
    }),
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    mail: t.exposeString('email', { nullable: true, description: 'E-mail; null if not given.' }),
    ranking: t.exposeInt('ranking', { nullable: true, description: 'Place by composed result, from 1; null before.' }),
    blackListed: t.exposeBoolean('black_listed', { description: 'Whether the company’s unwanted list holds them.' }),
    feeling: t.expose('feeling', { type: FeelingEnum, nullable: true, description: 'The caller’s own feeling.' }),
    unreadMessages: t.exposeInt('chat_unread', {
      description: 'Messages of others in the candidate’s chat the caller has not read (0 for an observer).',
    }),
    feelings: t.field({ type: [FeelingRef], description: 'Every reviewer’s feeling.', resolve: (c) => c.feelings }),
    tags: t.field({
      type: [TagRef],
      description: 'The candidate’s tags.',
      resolve: (c) => c.tags.map((tag) => ({ ...tag, processPersonId: c.id })),
    }),
    hired: t.field({
      type: HiredRef,
      nullable: true,
      description: 'The hire; null if not hired.',
      resolve: (c) => c.hired,
    }),
    composedCapResult: t.field({
      type: ComposedResultRef,
      description: 'The composed result.',
      resolve: (c) => ({
        value: c.composed_score === null ? null : Number(c.composed_score),
        status: c.composed_status,
      }),
    }),
    componentStatus: t.field({
      type: [ComponentStatusRef],
      description: 'Where the candidate stands in each component.',
      resolve: (c) => c.components,
    }),
    archetype: t.expose('archetype', {
      type: DiscArchetypeEnum,
      nullable: true,
      description: 'The DISC archetype; null before the DISC result.',
    }),
    // The trust codes begin with a digit, which a GraphQL enum value cannot.
    trustCode: t.exposeString('trust_code', {
      nullable: true,
      description: 'The trust result: 1 reliable, 2 medium, 3 unreliable, NOT_INVITED; null while pending.',
    }),
    salary: t.int({
      nullable: true,
      description: 'The salary expectation, in salaryCurrency; null if not given.',
      resolve: (c) => c.salary_amount,
    }),
    salaryCurrency: t.exposeString('salary_currency', {
      nullable: true,
      description: 'The salary’s currency, ISO 4217; null if not given.',
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the candidate joined the process.',
      resolve: (c) => new Date(c.created_at),
    }),
    person: t.field({ type: PersonRef, description: 'Personal data.', resolve: (c) => c }),
  }),
});

const FiltersRef = builder.objectRef<CandidatePage['filters']>('CandidateFilters').implement({
  description: 'The counts of each candidate filter’s values; each counts with every other filter applied.',
  fields: (t) =>
    Object.fromEntries(
      CANDIDATE_FACETS.map((name) => [
        name,
        t.field({ type: [FacetValueRef], description: FACET_DESCRIPTIONS[name], resolve: (filters) => filters[name] }),
      ]),
    ),
});

const CandidatePageRef = builder.objectRef<CandidatePage>('ProcessPersonPaginated').implement({
  description: 'A page of a process’s candidates with the filter counts.',
  fields: (t) => ({
    data: t.field({ type: [CandidateRef], description: 'The candidates of the page.', resolve: (page) => page.data }),
    filters: t.field({
      type: FiltersRef,
      description: 'The counts of each filter’s values.',
      resolve: (page) => page.filters,
    }),
    page: t.exposeInt('page', { description: 'The page number, from 1.' }),
    size: t.exposeInt('size', { description: 'Candidates per page.' }),
    total: t.exposeInt('total', { description: 'Candidates that match, across all pages.' }),
    processTotal: t.exposeInt('processTotal', {
      description:
        'Ours: every candidate of the process whatever the filters, as the process header and dashboard count them.',
    }),
  }),
});

const IntRange = builder.inputType('IntRangeInput', {
  description: 'A range of whole numbers; an omitted end is open.',
  fields: (t) => ({
    from: t.int({ description: 'The smallest value, included.' }),
    to: t.int({ description: 'The largest value, included.' }),
  }),
});
const DateRange = builder.inputType('DateRangeInput', {
  description: 'A range of days; an omitted end is open.',
  fields: (t) => ({
    from: t.field({ type: 'Date', description: 'The first day, included.' }),
    to: t.field({ type: 'Date', description: 'The last day, included.' }),
  }),
});
export const SortInput = builder.inputType('SortInput', {
  description: 'How a candidate list is sorted.',
  fields: (t) => ({
    field: t.field({ type: CandidateSortFieldEnum, required: true, description: 'What to sort by.' }),
    order: t.field({ type: SortOrderEnum, required: true, description: 'The direction.' }),
  }),
});

builder.queryField('processPersonPaginated', (t) =>
  t.field({
    type: CandidatePageRef,
    description:
      'A page of a process’s candidates with a count for every filter value (each facet counts with every filter but its own).',
    args: {
      processId: t.arg.int({ required: true, description: 'The process.' }),
      page: t.arg.int({ description: 'The page number, from 1 (default 1).' }),
      size: t.arg.int({ description: 'Candidates per page, at most 100.' }),
      personEvaluationsStatus: t.arg({ type: [PersonStatusEnum], description: 'Only candidates in these statuses.' }),
      wildcard: t.arg.string({ description: 'Text in the name, e-mail or identification.' }),
      feelings: t.arg({
        type: [FeelingFilterEnum],
        description: 'Omitted or null: MAYBE, YES, NO_FEELING; an empty list: no feeling filter.',
      }),
      // The trust codes begin with a digit, which a GraphQL enum value cannot.
      trust: t.arg.stringList({ description: 'Trust results: 1, 2, 3, NOT_INVITED, PENDING.' }),
      maritalStatus: t.arg({ type: [MaritalStatusEnum], description: 'Only these marital statuses.' }),
      gender: t.arg({ type: [GenderEnum], description: 'Only these genders.' }),
      place: t.arg.stringList({ description: 'Place uuids.' }),
      language: t.arg.stringList({ description: 'Languages (facet keys).' }),
      education: t.arg.stringList({ description: 'Degrees (facet keys).' }),
      institution: t.arg.stringList({ description: 'Educational institutions (facet keys).' }),
      areaExperience: t.arg.stringList({ description: 'Experience areas (facet keys).' }),
      subExperience: t.arg.stringList({ description: 'Experience sub-areas (facet keys).' }),
      industry: t.arg.stringList({ description: 'Industries (facet keys).' }),
      company: t.arg.stringList({ description: 'Former companies (facet keys).' }),
      skill: t.arg.stringList({ description: 'Skills (facet keys).' }),
      tags: t.arg.stringList({ description: 'Tag codes.' }),
      hired: t.arg.boolean({ description: 'Only hired (true) or not hired (false) candidates.' }),
      salary: t.arg({ type: IntRange, description: 'Salary expectation range.' }),
      birthDate: t.arg({ type: DateRange, description: 'Birth date range.' }),
      sortBy: t.arg({ type: SortInput, description: 'The order (default: composed result, best first).' }),
    },
    resolve: (_, args, ctx) => processPersonPaginated(ctx, args),
  }),
);
