import { ACTIVITY_NAMES, ageOn, EDUCATION_STATUSES, educationListToShow, type EducationEntry } from '@terna/domain';
import type { RequestContext } from '../../context.js';
import { builder } from '../../graphql/builder.js';
import { ComponentTypeEnum, enumFromDomain } from '../../graphql/enums.js';
import { CandidateRef } from './candidate-list.graphql.js';
import {
  batchLoad,
  loadActivities,
  loadEducationLists,
  processCandidate,
  processPerson,
  type CandidateActivity,
} from './candidate-detail.service.js';

const ActivityNameEnum = enumFromDomain('ActivityName', ACTIVITY_NAMES, 'What happened in a candidate’s timeline.', {
  INVITED: 'The candidate was invited.',
  STARTED: 'The candidate started the evaluations.',
  FINISHED: 'The candidate finished the evaluations.',
  DISQUALIFIED: 'The candidate fell below the minimum of a component.',
  TRUST_INVITED: 'The candidate was invited to the trust evaluation.',
  REMINDER_SENT: 'A reminder e-mail was sent.',
  COMPONENT_APPROVED: 'Rejected components were approved.',
  COMPONENT_REACTIVATED: 'A component was put back to PENDING.',
  TAG_ADDED: 'A tag was put.',
  TAG_REMOVED: 'A tag was taken off.',
  HIRED: 'The candidate was hired.',
  HIRE_UPDATED: 'The hire date was moved.',
  HIRE_CANCELLED: 'The hire was removed.',
  BLACKLISTED: 'The candidate was put on the unwanted list.',
  UNBLACKLISTED: 'The candidate was taken off the unwanted list.',
  ADDED_TO_COMPARATOR: 'The candidate was added to a comparator.',
  INVITED_TO_PROCESS: 'The candidate was invited to another process.',
  NOT_HIRED_MAIL: 'The not-hired e-mail was sent.',
  FEELING_SET: 'A feeling was given.',
  INVITATION_RENEWED: 'The invitation was sent again with a fresh link (data.expiresAt: when it expires).',
  APPLIED: 'The candidate applied through the public link.',
  CONSENT_ACCEPTED: 'The candidate accepted the company’s privacy notice and data processing.',
  STEP_STARTED: 'The candidate started a step (data.componentType).',
  STEP_FINISHED: 'The candidate finished a step (data.componentType).',
  INTERVIEW_GRADED: 'A company user graded the interview.',
  MEETING_SCHEDULED: 'A company user scheduled a virtual interview; data has the topic, start, duration and join link.',
});

const EducationStatusEnum = enumFromDomain(
  'EducationStatus',
  EDUCATION_STATUSES,
  'Where a CV’s education entry stands.',
  { COMPLETED: 'Finished.', IN_PROGRESS: 'Being studied.' },
);

const ActivityRef = builder.objectRef<CandidateActivity>('CandidateActivity').implement({
  description: 'An entry of a candidate’s timeline.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The entry id.' }),
    name: t.expose('name', { type: ActivityNameEnum, description: 'What happened.' }),
    timestamp: t.expose('timestamp', { type: 'DateTime', description: 'When it happened.' }),
    userName: t.exposeString('userName', {
      nullable: true,
      description: 'The user who acted; null for the candidate’s own steps.',
    }),
    data: t.string({
      nullable: true,
      description: 'The entry’s details as a JSON string.',
      resolve: (a) => (a.data == null ? null : JSON.stringify(a.data)),
    }),
  }),
});

const ApprovedComponentRef = builder.objectRef<CandidateActivity>('ApprovedComponent').implement({
  description: 'An approval of rejected components (milestone approvedComponents).',
  fields: (t) => ({
    description: t.string({
      description: 'JSON with the observation, the approved component types and the approver’s first and last name.',
      resolve: (a) => JSON.stringify(a.data ?? {}),
    }),
    createdAt: t.expose('timestamp', { type: 'DateTime', description: 'When it was approved.' }),
  }),
});

export const EducationRef = builder.objectRef<EducationEntry>('CandidateEducation').implement({
  description: 'An education entry of a CV.',
  fields: (t) => ({
    degree: t.exposeString('degree', { description: 'The degree.' }),
    institution: t.exposeString('institution', { nullable: true, description: 'Where; null if not given.' }),
    studyArea: t.exposeString('studyArea', { nullable: true, description: 'The field of study; null if not given.' }),
    status: t.expose('status', { type: EducationStatusEnum, description: 'Finished or being studied.' }),
    startYear: t.exposeInt('startYear', { nullable: true, description: 'The year it began; null if not given.' }),
    endYear: t.exposeInt('endYear', { nullable: true, description: 'The year it ended; null if not given.' }),
  }),
});

// The timeline (who did what) is the company's own record: an external observer gets none.
const activitiesOf = async (ctx: RequestContext, id: number) =>
  ctx.observer ? [] : ((await batchLoad(ctx, 'activities', id, (ids) => loadActivities(ctx, ids))) ?? []);

// The candidate sidebar's fields of ProcessCandidate: resolved only when a query asks for them,
// so the candidate list does not pay for them.
builder.objectFields(CandidateRef, (t) => ({
  activities: t.field({
    type: [ActivityRef],
    description: 'The timeline, ordered by time.',
    resolve: (c, _, ctx) => activitiesOf(ctx, c.id),
  }),
  approvedComponents: t.field({
    type: [ApprovedComponentRef],
    description: 'The approvals of rejected components, oldest first.',
    resolve: async (c, _, ctx) => (await activitiesOf(ctx, c.id)).filter((a) => a.name === 'COMPONENT_APPROVED'),
  }),
  disqualificationReasons: t.field({
    type: [ComponentTypeEnum],
    description: 'The component types in REJECT.',
    resolve: (c) =>
      c.components.filter((component) => component.status === 'REJECT').map((component) => component.componentType),
  }),
  educationList: t.field({
    type: [EducationRef],
    description:
      'The CV’s education under the rule of spec 2 section 4.7: the entries being studied, or all but the most recent.',
    resolve: async (c, _, ctx) =>
      educationListToShow((await batchLoad(ctx, 'education', c.id, (ids) => loadEducationLists(ctx, ids))) ?? []),
  }),
  age: t.int({
    nullable: true,
    description: 'Years from the birth date.',
    resolve: (c) => ageOn(c.birth_date, new Date().toISOString().slice(0, 10)),
  }),
}));

builder.queryField('processPerson', (t) =>
  t.field({
    type: CandidateRef,
    description: 'A candidate (process person) of the caller’s company, for the candidate sidebar.',
    args: { id: t.arg.int({ required: true, description: 'The processPersonId.' }) },
    resolve: (_, args, ctx) => processPerson(ctx, args.id),
  }),
);

builder.queryField('processCandidate', (t) =>
  t.field({
    type: CandidateRef,
    description:
      'A candidate for the candidate detail page: a company user’s (candidate.view), or, in the observer realm, one the link lets the observer see (granted sections only; the read is logged).',
    args: { personId: t.arg.int({ required: true, description: 'The processPersonId (the spec’s name).' }) },
    resolve: (_, args, ctx) => processCandidate(ctx, args.personId),
  }),
);
