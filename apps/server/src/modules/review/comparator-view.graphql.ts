import { builder } from '../../graphql/builder.js';
import { CandidateRef } from '../candidates/index.js';
import { processPersonComparator, type ComparatorCandidate, type ComparatorPage } from './comparator-view.service.js';
import { ObserverSectionRef } from '../observers/index.js';

type Result = ComparatorCandidate['results'][number];
type CvSectionScore = ComparatorCandidate['cvSections'][number];
type CompetenceScore = ComparatorCandidate['competences'][number];

// ComparatorResult is taken (addCandidatesToComparator's { ok message }): the contract's row result gets its own name.
const ComparatorResultRef = builder.objectRef<Result>('ComparatorComponentResult').implement({
  fields: (t) => ({
    componentType: t.exposeString('componentType'),
    status: t.exposeString('status', { description: 'PENDING when the candidate has no result for the component.' }),
    value: t.exposeFloat('value', { nullable: true }),
  }),
});

const CvSectionScoreRef = builder.objectRef<CvSectionScore>('CvSectionScore').implement({
  fields: (t) => ({ section: t.exposeString('section'), score: t.exposeFloat('score') }),
});

// S3's candidate detail may name its own competence type; the comparator's carries only what it compares.
const ComparatorCompetenceRef = builder.objectRef<CompetenceScore>('ComparatorCompetence').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeFloat('value') }),
});

const ComparatorCandidateRef = builder.objectRef<ComparatorCandidate>('ComparatorCandidate').implement({
  fields: (t) => ({
    candidate: t.field({ type: CandidateRef, resolve: (row) => row.candidate }),
    composedScore: t.exposeFloat('composedScore', { nullable: true }),
    archetype: t.exposeString('archetype', { nullable: true, description: 'With the DISC column only.' }),
    trustCode: t.exposeString('trustCode', { nullable: true, description: 'With the RELIABILITY column only.' }),
    salary: t.exposeInt('salary', {
      nullable: true,
      description: 'The CV’s salary expectation; with the CURRICULUM column only.',
    }),
    salaryCurrency: t.exposeString('salaryCurrency', { nullable: true }),
    results: t.field({
      type: [ComparatorResultRef],
      description: 'One per column, in the columns’ order.',
      resolve: (row) => row.results,
    }),
    cvSections: t.field({ type: [CvSectionScoreRef], resolve: (row) => row.cvSections }),
    competences: t.field({ type: [ComparatorCompetenceRef], resolve: (row) => row.competences }),
  }),
});

const ComparatorPageRef = builder.objectRef<ComparatorPage>('ComparatorPage').implement({
  fields: (t) => ({
    data: t.field({ type: [ComparatorCandidateRef], resolve: (page) => page.data }),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
    total: t.exposeInt('total'),
    components: t.field({
      type: [ObserverSectionRef],
      description: 'The columns: the process’s components (an observer’s granted ones).',
      resolve: (page) => page.components,
    }),
  }),
});

builder.queryField('processPersonComparator', (t) =>
  t.field({
    type: ComparatorPageRef,
    description:
      'Company: the caller’s comparator of the process (ids filters it). Observer realm: the candidates in ids (1 to 5, each visible to the observer).',
    args: {
      processId: t.arg.int({ required: true }),
      page: t.arg.int({ defaultValue: 1 }),
      size: t.arg.int({ defaultValue: 5 }),
      ids: t.arg.intList(),
    },
    resolve: (_, args, ctx) => processPersonComparator(ctx, args),
  }),
);
