import { builder } from '../../graphql/builder.js';
import { ComponentStatusEnum, ComponentTypeEnum, CvSectionEnum, DiscArchetypeEnum } from '../../graphql/enums.js';
import { CandidateRef } from '../candidates/index.js';
import { processPersonComparator, type ComparatorCandidate, type ComparatorPage } from './comparator-view.service.js';
import { ObserverSectionRef } from '../observers/index.js';

type Result = ComparatorCandidate['results'][number];
type CvSectionScore = ComparatorCandidate['cvSections'][number];
type CompetenceScore = ComparatorCandidate['competences'][number];

// ComparatorResult is taken (addCandidatesToComparator's { ok message }): the contract's row result gets its own name.
const ComparatorResultRef = builder.objectRef<Result>('ComparatorComponentResult').implement({
  description: 'A candidate’s result of one comparator column (a component of the process).',
  fields: (t) => ({
    componentType: t.expose('componentType', { type: ComponentTypeEnum, description: 'The column’s component.' }),
    status: t.expose('status', {
      type: ComponentStatusEnum,
      description: 'The result’s state; PENDING when the candidate has no result for the component.',
    }),
    value: t.exposeFloat('value', { nullable: true, description: 'The score, 0 to 100; null without a result.' }),
  }),
});

const CvSectionScoreRef = builder.objectRef<CvSectionScore>('CvSectionScore').implement({
  description: 'The score of one section of the candidate’s CV.',
  fields: (t) => ({
    section: t.expose('section', { type: CvSectionEnum, description: 'The CV section.' }),
    score: t.exposeFloat('score', { description: 'The section’s score, 0 to 100.' }),
  }),
});

// S3's candidate detail may name its own competence type; the comparator's carries only what it compares.
const ComparatorCompetenceRef = builder.objectRef<CompetenceScore>('ComparatorCompetence').implement({
  description: 'The candidate’s score of one competence of the job.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The competence, as the job names it.' }),
    value: t.exposeFloat('value', { description: 'The score, 0 to 100.' }),
  }),
});

const ComparatorCandidateRef = builder.objectRef<ComparatorCandidate>('ComparatorCandidate').implement({
  description: 'One candidate of the comparator with the results of each column.',
  fields: (t) => ({
    candidate: t.field({ type: CandidateRef, description: 'The candidate compared.', resolve: (row) => row.candidate }),
    composedScore: t.exposeFloat('composedScore', {
      nullable: true,
      description: 'The composed score of every component, 0 to 100; null before there is one.',
    }),
    archetype: t.expose('archetype', {
      type: DiscArchetypeEnum,
      nullable: true,
      description: 'The DISC archetype; with the DISC column only.',
    }),
    trustCode: t.exposeString('trustCode', {
      nullable: true,
      description:
        'The trust result: 1 reliable, 2 medium, 3 unreliable, NOT_INVITED; null while pending or without the RELIABILITY column. Text, because GraphQL enum values cannot start with a digit.',
    }),
    salary: t.exposeInt('salary', {
      nullable: true,
      description: 'The CV’s salary expectation, in salaryCurrency; with the CURRICULUM column only.',
    }),
    salaryCurrency: t.exposeString('salaryCurrency', {
      nullable: true,
      description: 'The ISO 4217 code of the salary’s currency; with the CURRICULUM column only.',
    }),
    results: t.field({
      type: [ComparatorResultRef],
      description: 'One per column, in the columns’ order.',
      resolve: (row) => row.results,
    }),
    cvSections: t.field({
      type: [CvSectionScoreRef],
      description: 'The CV’s section scores; empty without the CURRICULUM column.',
      resolve: (row) => row.cvSections,
    }),
    competences: t.field({
      type: [ComparatorCompetenceRef],
      description: 'The competence scores; empty without the COMPETENCE column.',
      resolve: (row) => row.competences,
    }),
  }),
});

const ComparatorPageRef = builder.objectRef<ComparatorPage>('ComparatorPage').implement({
  description: 'A page of the comparator and its columns.',
  fields: (t) => ({
    data: t.field({
      type: [ComparatorCandidateRef],
      description: 'The page’s candidates.',
      resolve: (page) => page.data,
    }),
    page: t.exposeInt('page', { description: 'The page number, from 1.' }),
    size: t.exposeInt('size', { description: 'Candidates per page.' }),
    total: t.exposeInt('total', { description: 'Candidates in the comparator, every page.' }),
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
      processId: t.arg.int({ required: true, description: 'The process compared.' }),
      page: t.arg.int({ defaultValue: 1, description: 'The page number, from 1.' }),
      size: t.arg.int({ defaultValue: 5, description: 'Candidates per page (5 by default).' }),
      ids: t.arg.intList({ description: 'processPerson ids to compare; omitted: the caller’s whole comparator.' }),
    },
    resolve: (_, args, ctx) => processPersonComparator(ctx, args),
  }),
);
