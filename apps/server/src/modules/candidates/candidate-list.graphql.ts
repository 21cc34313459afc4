import { builder } from '../../graphql/builder.js';
import {
  CANDIDATE_FACETS,
  processPersonPaginated,
  type CandidatePage,
  type CandidateRow,
  type FacetValue,
} from './candidate-list.service.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const FacetValueRef = builder.objectRef<FacetValue>('CandidateFacetValue').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    docCount: t.exposeInt('docCount'),
    label: t.string({ nullable: true, resolve: (v) => v.label ?? null }),
  }),
});

export const FeelingRef = builder.objectRef<CandidateRow['feelings'][number]>('CandidateFeeling').implement({
  fields: (t) => ({
    userId: t.exposeInt('userId', { nullable: true }),
    observerId: t.exposeInt('observerId', { nullable: true }),
    feeling: t.exposeString('feeling'),
    createdAt: t.string({ resolve: (f) => iso(f.createdAt)! }),
    updatedAt: t.string({ resolve: (f) => iso(f.updatedAt)! }),
    reviewerName: t.exposeString('reviewerName', {
      description: 'The user’s full name (their e-mail when they have none) or the observer’s name.',
    }),
    reviewerKind: t.exposeString('reviewerKind', { description: 'USER or OBSERVER.' }),
  }),
});

export const TagRef = builder
  .objectRef<CandidateRow['tags'][number] & { processPersonId: number }>('CandidateTag')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      code: t.exposeString('code'),
      date: t.string({ resolve: (tag) => iso(tag.date)! }),
      userId: t.exposeInt('userId', { nullable: true }),
      processPersonId: t.exposeInt('processPersonId'),
    }),
  });

export const HiredRef = builder.objectRef<NonNullable<CandidateRow['hired']>>('Hired').implement({
  fields: (t) => ({
    hiredAt: t.exposeString('hiredAt'),
    status: t.exposeString('status'),
    updatedAt: t.string({ resolve: (h) => iso(h.updatedAt)! }),
    userId: t.exposeInt('userId', { nullable: true }),
  }),
});

const ComponentStatusRef = builder.objectRef<CandidateRow['components'][number]>('CandidateComponentStatus').implement({
  fields: (t) => ({
    componentType: t.exposeString('componentType'),
    status: t.exposeString('status'),
    value: t.exposeFloat('value', { nullable: true }),
    notified: t.exposeBoolean('notified'),
    updatedAt: t.string({ resolve: (c) => iso(c.updatedAt)! }),
  }),
});

const ComposedResultRef = builder.objectRef<{ value: number | null; status: boolean }>('ComposedCapResult').implement({
  fields: (t) => ({
    value: t.exposeFloat('value', { nullable: true }),
    status: t.exposeBoolean('status', { description: 'The composed result is active (computed).' }),
    isCompleted: t.boolean({ resolve: (r) => r.value !== null }),
  }),
});

const PlaceRef = builder.objectRef<{ uuid: string; name: string }>('Place').implement({
  fields: (t) => ({ uuid: t.exposeString('uuid'), name: t.exposeString('name') }),
});

const PersonRef = builder.objectRef<CandidateRow>('CandidatePerson').implement({
  fields: (t) => ({
    birthDate: t.string({ nullable: true, resolve: (c) => (c.birth_date ? String(c.birth_date).slice(0, 10) : null) }),
    countryCode: t.exposeString('country_code'),
    gender: t.exposeString('gender'),
    maritalStatus: t.exposeString('marital_status', { nullable: true }),
    avatarUrl: t.exposeString('avatar_url', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    place: t.field({
      type: PlaceRef,
      nullable: true,
      resolve: (c) => (c.place_uuid ? { uuid: c.place_uuid, name: c.place_name ?? '' } : null),
    }),
  }),
});

export const CandidateRef = builder.objectRef<CandidateRow>('ProcessCandidate').implement({
  description: 'A person taking part in a process (a process person), as the candidate list shows it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    processPersonId: t.exposeInt('id'),
    personId: t.exposeInt('person_id'),
    processId: t.exposeInt('process_id'),
    evaluationsStatus: t.exposeString('evaluations_status'),
    source: t.exposeString('source'),
    identification: t.exposeString('identification', { nullable: true }),
    firstName: t.exposeString('first_name'),
    lastName: t.exposeString('last_name'),
    mail: t.exposeString('email', { nullable: true }),
    ranking: t.exposeInt('ranking', { nullable: true }),
    blackListed: t.exposeBoolean('black_listed'),
    feeling: t.exposeString('feeling', { nullable: true, description: 'The caller’s own feeling.' }),
    feelings: t.field({ type: [FeelingRef], resolve: (c) => c.feelings }),
    tags: t.field({ type: [TagRef], resolve: (c) => c.tags.map((tag) => ({ ...tag, processPersonId: c.id })) }),
    hired: t.field({ type: HiredRef, nullable: true, resolve: (c) => c.hired }),
    composedCapResult: t.field({
      type: ComposedResultRef,
      resolve: (c) => ({
        value: c.composed_score === null ? null : Number(c.composed_score),
        status: c.composed_status,
      }),
    }),
    componentStatus: t.field({ type: [ComponentStatusRef], resolve: (c) => c.components }),
    archetype: t.exposeString('archetype', { nullable: true }),
    trustCode: t.exposeString('trust_code', { nullable: true }),
    salary: t.int({ nullable: true, resolve: (c) => c.salary_amount }),
    salaryCurrency: t.exposeString('salary_currency', { nullable: true }),
    createdAt: t.string({ resolve: (c) => iso(c.created_at)! }),
    person: t.field({ type: PersonRef, resolve: (c) => c }),
  }),
});

const FiltersRef = builder.objectRef<CandidatePage['filters']>('CandidateFilters').implement({
  fields: (t) =>
    Object.fromEntries(
      CANDIDATE_FACETS.map((name) => [name, t.field({ type: [FacetValueRef], resolve: (filters) => filters[name] })]),
    ),
});

const CandidatePageRef = builder.objectRef<CandidatePage>('ProcessPersonPaginated').implement({
  fields: (t) => ({
    data: t.field({ type: [CandidateRef], resolve: (page) => page.data }),
    filters: t.field({ type: FiltersRef, resolve: (page) => page.filters }),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
    total: t.exposeInt('total'),
  }),
});

const IntRange = builder.inputType('IntRangeInput', { fields: (t) => ({ from: t.int(), to: t.int() }) });
const DateRange = builder.inputType('DateRangeInput', { fields: (t) => ({ from: t.string(), to: t.string() }) });
export const SortInput = builder.inputType('SortInput', {
  fields: (t) => ({
    field: t.string({ required: true }),
    order: t.string({ required: true, description: 'ASC or DESC' }),
  }),
});

builder.queryField('processPersonPaginated', (t) =>
  t.field({
    type: CandidatePageRef,
    description:
      'A page of a process’s candidates with a count for every filter value (each facet counts with every filter but its own).',
    args: {
      processId: t.arg.int({ required: true }),
      page: t.arg.int(),
      size: t.arg.int(),
      personEvaluationsStatus: t.arg.stringList(),
      wildcard: t.arg.string(),
      feelings: t.arg.stringList({
        description:
          'YES, MAYBE, NO, NO_FEELING; omitted or null: MAYBE, YES, NO_FEELING; an empty list: no feeling filter.',
      }),
      trust: t.arg.stringList({ description: '1, 2, 3, NOT_INVITED, PENDING.' }),
      maritalStatus: t.arg.stringList(),
      gender: t.arg.stringList(),
      place: t.arg.stringList({ description: 'Place uuids.' }),
      language: t.arg.stringList(),
      education: t.arg.stringList(),
      institution: t.arg.stringList(),
      areaExperience: t.arg.stringList(),
      subExperience: t.arg.stringList(),
      industry: t.arg.stringList(),
      company: t.arg.stringList(),
      skill: t.arg.stringList(),
      tags: t.arg.stringList(),
      hired: t.arg.boolean(),
      salary: t.arg({ type: IntRange }),
      birthDate: t.arg({ type: DateRange }),
      sortBy: t.arg({ type: SortInput }),
    },
    resolve: (_, args, ctx) => processPersonPaginated(ctx, args),
  }),
);
