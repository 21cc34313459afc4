import { MAIL_CATEGORIES, MAIL_STATUSES } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain } from '../../graphql/enums.js';
import { activityLog, type ActivityLogEntry, type ActivityLogPage } from './activity-log.service.js';
import {
  companyTagList,
  createCompanyTag,
  deleteCompanyTag,
  updateCompanyTag,
  type CompanyTagUsage,
} from './company-tags.service.js';
import { hiredPersons, type HiredPage, type HiredPerson } from './hired-list.service.js';
import { mailOutboxPage, resendMail, type OutboxMail, type OutboxPage } from './mail-outbox.service.js';
import { unwantedPersons, type UnwantedPage, type UnwantedPerson } from './unwanted-list.service.js';

// The company area's records (docs/api/company-records.md): tags, hired, unwanted list, activity log, mail outbox.

const MailStatusEnum = enumFromDomain('MailStatus', MAIL_STATUSES, 'Where an outgoing e-mail stands.', {
  QUEUED: 'Written to the outbox, not handed to SMTP yet (without SMTP the outbox is the delivery).',
  SENT: 'Accepted by the SMTP server.',
  FAILED: 'Refused by the SMTP server; an administrator may resend it.',
});
const MailCategoryEnum = enumFromDomain('MailCategory', MAIL_CATEGORIES, 'Who an outgoing e-mail is for.', {
  CANDIDATE: 'A candidate: invitations, reminders, codes, results.',
  OBSERVER: 'An outside observer of a process.',
  USER: 'A member of the company.',
  SALES: 'Terna’s sales inbox (credit and view requests).',
});

const CompanyTagUsageRef = builder.objectRef<CompanyTagUsage>('CompanyTagUsage').implement({
  description: 'A tag every process of the company offers, with its use.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The tag id.' }),
    code: t.exposeString('code', { description: 'Its code (Tag_n for the predefined ones).' }),
    title: t.exposeString('title', { description: 'Its name, unique in the company whatever its case.' }),
    hexCode: t.exposeString('hexCode', { description: 'Its colour, #RRGGBB.' }),
    isPredefined: t.exposeBoolean('isPredefined', { description: 'One of the twelve predefined tags: fixed.' }),
    candidates: t.exposeInt('candidates', { description: 'How many of the company’s candidates carry it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
  }),
});

builder.queryField('companyTagList', (t) =>
  t.field({
    type: [CompanyTagUsageRef],
    description: 'The company’s predefined and own tags, predefined first, with how many candidates carry each.',
    resolve: (_, __, ctx) => companyTagList(ctx),
  }),
);

builder.mutationField('createCompanyTag', (t) =>
  t.field({
    type: CompanyTagUsageRef,
    description: 'Creates a company tag; its colour must keep white text readable (WCAG AA, 4.5:1).',
    args: {
      title: t.arg.string({ required: true, description: '1 to 30 characters, not another tag’s name.' }),
      hexCode: t.arg.string({ required: true, description: '#RRGGBB, contrast with white at least 4.5:1.' }),
    },
    resolve: (_, args, ctx) => createCompanyTag(ctx, args),
  }),
);

builder.mutationField('updateCompanyTag', (t) =>
  t.field({
    type: CompanyTagUsageRef,
    description: 'Renames and recolours one of the company’s own tags (predefined tags are fixed).',
    args: {
      id: t.arg.int({ required: true, description: 'The tag, of the caller’s company.' }),
      title: t.arg.string({ required: true, description: '1 to 30 characters, not another tag’s name.' }),
      hexCode: t.arg.string({ required: true, description: '#RRGGBB, contrast with white at least 4.5:1.' }),
    },
    resolve: (_, args, ctx) => updateCompanyTag(ctx, args),
  }),
);

builder.mutationField('deleteCompanyTag', (t) =>
  t.int({
    description: 'Deletes one of the company’s own tags and takes it off its candidates; answers how many lost it.',
    args: { id: t.arg.int({ required: true, description: 'The tag, of the caller’s company.' }) },
    resolve: (_, args, ctx) => deleteCompanyTag(ctx, args.id),
  }),
);

const HiredPersonRef = builder.objectRef<HiredPerson>('HiredPerson').implement({
  description: 'Someone the company hired in one of its processes.',
  fields: (t) => ({
    processPersonId: t.exposeInt('processPersonId', { description: 'The candidate (their participation).' }),
    personId: t.exposeInt('personId', { description: 'The person.' }),
    processId: t.exposeInt('processId', { description: 'The process they were hired from.' }),
    processName: t.exposeString('processName', { description: 'The process’s name.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { nullable: true, description: 'E-mail, when known.' }),
    hiredAt: t.expose('hiredAt', { type: 'Date', description: 'The day of the hire.' }),
    hiredBy: t.exposeString('hiredBy', {
      nullable: true,
      description: 'Who recorded it; null when that user is unnamed or gone.',
    }),
  }),
});

const HiredPageRef = builder.objectRef<HiredPage>('HiredPage').implement({
  description: 'A page of the company’s hires.',
  fields: (t) => ({
    data: t.expose('data', { type: [HiredPersonRef], description: 'The hires of the page, the latest first.' }),
    total: t.exposeInt('total', { description: 'How many hires match.' }),
  }),
});

const pageArgs = (maxSize: number, defaultSize: number) =>
  builder.args((t) => ({
    page: t.int({ description: 'The page, from 1 (default 1).' }),
    size: t.int({ description: `Rows per page, 1 to ${maxSize} (default ${defaultSize}).` }),
    search: t.string({ description: 'Text to look for (name, e-mail, process).' }),
  }));

builder.queryField('hiredPersons', (t) =>
  t.field({
    type: HiredPageRef,
    description: 'Everyone hired across the company’s processes, the latest hire first. Undo with updatePersonHired.',
    args: pageArgs(100, 25),
    resolve: (_, args, ctx) => hiredPersons(ctx, args),
  }),
);

const UnwantedProcessRef = builder.objectRef<UnwantedPerson['processes'][number]>('UnwantedProcess').implement({
  description: 'A process of the company an unwanted person took part in.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The process.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
  }),
});

const UnwantedPersonRef = builder.objectRef<UnwantedPerson>('UnwantedPerson').implement({
  description: 'A person on the company’s unwanted list.',
  fields: (t) => ({
    personId: t.exposeInt('personId', { description: 'The person.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { nullable: true, description: 'E-mail, when known.' }),
    identification: t.exposeString('identification', { nullable: true, description: 'Identification number.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why they were listed, when said.' }),
    listedAt: t.expose('listedAt', { type: 'DateTime', description: 'When they were listed.' }),
    listedBy: t.exposeString('listedBy', {
      nullable: true,
      description: 'Who listed them; null when unnamed or gone.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the entry stops counting; null: for good.',
    }),
    processes: t.expose('processes', {
      type: [UnwantedProcessRef],
      description: 'The company’s processes they took part in, the latest first.',
    }),
  }),
});

const UnwantedPageRef = builder.objectRef<UnwantedPage>('UnwantedPage').implement({
  description: 'A page of the company’s unwanted list.',
  fields: (t) => ({
    data: t.expose('data', { type: [UnwantedPersonRef], description: 'The people of the page, the latest first.' }),
    total: t.exposeInt('total', { description: 'How many people match.' }),
  }),
});

builder.queryField('unwantedPersons', (t) =>
  t.field({
    type: UnwantedPageRef,
    description:
      'The company’s unwanted list across processes, the latest listed first; expired entries no longer count. ' +
      'Remove with setPersonToBlackList(listed: false, note).',
    args: pageArgs(100, 25),
    resolve: (_, args, ctx) => unwantedPersons(ctx, args),
  }),
);

const ActivityLogEntryRef = builder.objectRef<ActivityLogEntry>('ActivityLogEntry').implement({
  description: 'Who changed what in the company, and when.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The entry; also the paging cursor.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    userId: t.exposeInt('userId', { nullable: true, description: 'Who; null for an observer’s act.' }),
    userName: t.exposeString('userName', { nullable: true, description: 'Their name; null when unknown or unnamed.' }),
    action: t.exposeString('action', { description: 'What was done (e.g. candidate.hire).' }),
    entityType: t.exposeString('entityType', { description: 'What kind of thing it was done to.' }),
    entityId: t.exposeString('entityId', { nullable: true, description: 'Which one.' }),
    processId: t.exposeInt('processId', { nullable: true, description: 'The process concerned, if any.' }),
    processName: t.exposeString('processName', { nullable: true, description: 'Its name.' }),
    processPersonId: t.exposeInt('processPersonId', { nullable: true, description: 'The candidate concerned.' }),
    candidateName: t.exposeString('candidateName', { nullable: true, description: 'Their name.' }),
    data: t.exposeString('data', { nullable: true, description: 'The recorded details, as JSON.' }),
  }),
});

const ActivityLogPageRef = builder.objectRef<ActivityLogPage>('ActivityLogPage').implement({
  description: 'A page of the activity log, newest first.',
  fields: (t) => ({
    data: t.expose('data', { type: [ActivityLogEntryRef], description: 'The entries.' }),
    nextCursor: t.exposeInt('nextCursor', { nullable: true, description: 'Pass as `after` for older entries.' }),
  }),
});

export const ActivityLogFilterInput = builder.inputType('ActivityLogFilter', {
  description: 'What the activity log shows; every field optional.',
  fields: (t) => ({
    userId: t.int({ description: 'Entries by this user.' }),
    action: t.string({ description: 'Entries of this action.' }),
    processId: t.int({ description: 'Entries about this process or its candidates.' }),
    processPersonId: t.int({ description: 'Entries about this candidate.' }),
    from: t.string({ description: 'From this day (yyyy-MM-dd, UTC).' }),
    to: t.string({ description: 'Up to this day included (yyyy-MM-dd, UTC).' }),
  }),
});

builder.queryField('activityLog', (t) =>
  t.field({
    type: ActivityLogPageRef,
    description:
      'The company’s activity log, newest first, keyset-paged (administrators). CSV: /company-web/activity.csv.',
    args: {
      filter: t.arg({ type: ActivityLogFilterInput, description: 'What to show.' }),
      after: t.arg.int({ description: 'The previous page’s nextCursor.' }),
      size: t.arg.int({ description: 'Entries per page, 1 to 200 (default 50).' }),
    },
    resolve: (_, args, ctx) => activityLog(ctx, args),
  }),
);

const OutboxMailRef = builder.objectRef<OutboxMail>('OutboxMail').implement({
  description: 'An e-mail the product sent or queued for the company.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The e-mail.' }),
    to: t.exposeString('to', { description: 'Its recipient.' }),
    subject: t.exposeString('subject', { description: 'Its subject.' }),
    body: t.exposeString('body', {
      nullable: true,
      description: 'Its text; null for a candidate’s e-mail when the reader may not see candidates.',
    }),
    category: t.expose('category', { type: MailCategoryEnum, description: 'Who it is for.' }),
    status: t.expose('status', { type: MailStatusEnum, description: 'Where it stands.' }),
    attempts: t.exposeInt('attempts', { description: 'SMTP deliveries tried.' }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last delivery failed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When SMTP accepted it.' }),
    attachments: t.exposeStringList('attachments', {
      description: 'The names of the files sent with it (an interview’s .ics), in order.',
    }),
  }),
});

const OutboxPageRef = builder.objectRef<OutboxPage>('OutboxPage').implement({
  description: 'A page of the company’s mail outbox, newest first.',
  fields: (t) => ({
    data: t.expose('data', { type: [OutboxMailRef], description: 'The e-mails.' }),
    total: t.exposeInt('total', { description: 'How many e-mails match.' }),
  }),
});

builder.queryField('mailOutbox', (t) =>
  t.field({
    type: OutboxPageRef,
    description: 'The e-mails the product sent or queued for the company, newest first (administrators).',
    args: {
      page: t.arg.int({ description: 'The page, from 1 (default 1).' }),
      size: t.arg.int({ description: 'E-mails per page, 1 to 100 (default 25).' }),
      search: t.arg.string({ description: 'Part of the recipient’s address.' }),
      status: t.arg({ type: MailStatusEnum, description: 'Only e-mails in this state.' }),
    },
    resolve: (_, args, ctx) => mailOutboxPage(ctx, args),
  }),
);

builder.mutationField('resendMail', (t) =>
  t.field({
    type: OutboxMailRef,
    description: 'Queues a FAILED e-mail of the company again and hands it to SMTP (administrators).',
    args: { id: t.arg.int({ required: true, description: 'The e-mail, of the caller’s company.' }) },
    resolve: (_, args, ctx) => resendMail(ctx, args.id),
  }),
);
