import { builder } from '../../graphql/builder.js';
import { ComponentTypeEnum } from '../../graphql/enums.js';
import { MailPreviewRef } from '../invitations/index.js';
import { deleteCandidateFromProcess } from './candidate-delete.service.js';
import { CandidateRef, HiredRef } from './candidate-list.graphql.js';
import { setPersonToBlackList } from './blacklist.service.js';
import {
  addCandidatesToComparator,
  removeCandidateFromComparator,
  type ComparatorResult,
} from './comparator.service.js';
import { aproveComponents, reactivateComponent } from './component-approval.service.js';
import { setPersonHired, updatePersonHired } from './hiring.service.js';
import {
  pendingNotificationPreview,
  renewInvitation,
  sendNotificationByProcessId,
  sendReminder,
} from './reminder.service.js';

// The candidate menu's actions (docs/api/candidate-actions.md); tags are in candidate-tags.graphql.ts.
// hiredDate stays a String: the spec sends dd-MM-yyyy, which the Date scalar (yyyy-MM-dd) would refuse.

const candidateArgs = builder.args((t) => ({
  processId: t.int({ required: true, description: 'The process.' }),
  candidateId: t.int({ required: true, description: 'The processPersonId.' }),
}));

builder.mutationField('deleteCandidateFromProcess', (t) =>
  t.boolean({
    description: 'Removes an OPEN candidate from a LAUNCHED process.',
    args: candidateArgs,
    resolve: (_, args, ctx) => deleteCandidateFromProcess(ctx, args.processId, args.candidateId),
  }),
);

builder.mutationField('aproveComponents', (t) =>
  t.field({
    type: CandidateRef,
    description:
      'Approves the rejected components of a DISQUALIFIED candidate with an observation (at most 250 characters).',
    args: {
      ...candidateArgs,
      observation: t.arg.string({ required: true, description: 'Why they are approved, 1 to 250 characters.' }),
    },
    resolve: (_, args, ctx) => aproveComponents(ctx, args.processId, args.candidateId, args.observation),
  }),
);

builder.mutationField('reactivateComponent', (t) =>
  t.field({
    type: CandidateRef,
    description: 'Puts a component (the interview) back to PENDING and the candidate to INPROGRESS.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process.' }),
      personId: t.arg.int({ required: true, description: 'The candidate’s personId (not the processPersonId).' }),
      positionComponentType: t.arg({
        type: ComponentTypeEnum,
        required: true,
        description: 'A component type of the job opportunity, e.g. INTERVIEW.',
      }),
    },
    resolve: (_, args, ctx) => reactivateComponent(ctx, args.processId, args.personId, args.positionComponentType),
  }),
);

builder.mutationField('sendReminder', (t) =>
  t.boolean({
    description: 'E-mails a candidate who has not finished their invitation link again.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process.' }),
      personId: t.arg.int({ required: true, description: 'The candidate’s personId (not the processPersonId).' }),
    },
    resolve: (_, args, ctx) => sendReminder(ctx, args.processId, args.personId),
  }),
);

builder.mutationField('renewInvitation', (t) =>
  t.boolean({
    description:
      'E-mails a candidate who has not finished the invitation again with a fresh link, expiring at the process’s current end date.',
    args: { processPersonId: t.arg.int({ required: true, description: 'The candidate (processPersonId).' }) },
    resolve: (_, args, ctx) => renewInvitation(ctx, args.processPersonId),
  }),
);

builder.mutationField('sendNotificationByProcessId', (t) =>
  t.int({
    description:
      'Reminds every OPEN or INPROGRESS candidate of the process with an e-mail; returns how many were sent.',
    args: { processId: t.arg.int({ required: true, description: 'The process.' }) },
    resolve: (_, args, ctx) => sendNotificationByProcessId(ctx, args.processId),
  }),
);

builder.queryField('pendingNotificationPreview', (t) =>
  t.field({
    type: MailPreviewRef,
    description:
      'Ours: whom sendNotificationByProcessId would remind now (OPEN or INPROGRESS, with an e-mail, not blacklisted), how many, the e-mail’s text and when a reminder last went.',
    args: { processId: t.arg.int({ required: true, description: 'The process (LAUNCHED, not basic).' }) },
    resolve: (_, args, ctx) => pendingNotificationPreview(ctx, args.processId),
  }),
);

builder.mutationField('setPersonToBlackList', (t) =>
  t.boolean({
    description:
      'Toggles the person on the company’s unwanted list, or sets the state `listed` asks for; returns the new state.',
    args: {
      personId: t.arg.int({ required: true, description: 'The person (not the process person).' }),
      processId: t.arg.int({ description: 'The process acted from: a basic process refuses.' }),
      listed: t.arg.boolean({ description: 'Ours: the state wanted (true lists, false removes); omitted: toggle.' }),
      reason: t.arg.string({ description: 'Ours: why the person is listed (at most 500 characters); when listing.' }),
      expiresAt: t.arg({
        type: 'DateTime',
        description: 'Ours: when the entry stops counting (in the future); omitted: for good. When listing.',
      }),
      note: t.arg.string({
        description: 'Ours: why the person is taken off the list, kept in the activity log. When removing.',
      }),
    },
    resolve: (_, args, ctx) =>
      setPersonToBlackList(ctx, args.personId, args.processId, args.listed, {
        reason: args.reason,
        expiresAt: args.expiresAt,
        note: args.note,
      }),
  }),
);

builder.mutationField('setPersonHired', (t) =>
  t.field({
    type: HiredRef,
    description: 'Hires an ENDED candidate on a day between the process start and today.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process.' }),
      hiredDate: t.arg.string({
        required: true,
        description: 'The hire day: dd-MM-yyyy (the spec’s format) or yyyy-MM-dd.',
      }),
      processPersonId: t.arg.int({ required: true, description: 'The candidate hired.' }),
    },
    resolve: (_, args, ctx) => setPersonHired(ctx, args.processId, args.hiredDate, args.processPersonId),
  }),
);

builder.mutationField('updatePersonHired', (t) =>
  t.field({
    type: HiredRef,
    nullable: true,
    description: 'Moves the hire date, or removes the hire when hiredDate is null.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process.' }),
      hiredDate: t.arg.string({ description: 'The new hire day: dd-MM-yyyy (or yyyy-MM-dd); null removes the hire.' }),
      processPersonId: t.arg.int({ required: true, description: 'The candidate hired.' }),
    },
    resolve: (_, args, ctx) => updatePersonHired(ctx, args.processId, args.hiredDate, args.processPersonId),
  }),
);

const ComparatorResultRef = builder.objectRef<ComparatorResult>('ComparatorResult').implement({
  description: 'The outcome of a change to a comparator.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'Whether the change was made.' }),
    message: t.exposeString('message', { description: 'What happened, in the caller’s language.' }),
  }),
});

builder.mutationField('addCandidatesToComparator', (t) =>
  t.field({
    type: ComparatorResultRef,
    description: 'Adds ENDED candidates to the caller’s comparator of the process (at most 5).',
    args: {
      ids: t.arg.intList({ required: true, description: 'processPersonIds.' }),
      processId: t.arg.int({ required: true, description: 'The process.' }),
    },
    resolve: (_, args, ctx) => addCandidatesToComparator(ctx, args.ids, args.processId),
  }),
);

builder.mutationField('removeCandidateFromComparator', (t) =>
  t.field({
    type: ComparatorResultRef,
    description: 'Takes a candidate out of the caller’s comparator of the process.',
    args: {
      id: t.arg.int({ required: true, description: 'The processPersonId.' }),
      processId: t.arg.int({ required: true, description: 'The process.' }),
    },
    resolve: (_, args, ctx) => removeCandidateFromComparator(ctx, args.id, args.processId),
  }),
);
