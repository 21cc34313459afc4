import { builder } from '../../graphql/builder.js';
import { CandidateSourceEnum, FeelingEnum, PersonStatusEnum, ProcessStatusEnum } from '../../graphql/enums.js';
import { CandidateRef } from '../candidates/index.js';
import { ProcessRef } from '../processes/index.js';
import { addPeopleToProcess, sendBulkInvitation, type InvitedPerson } from './bulk-invitation.service.js';
import {
  addPerson,
  getPersonByEmail,
  processPaginated,
  type PersonLookup,
  type ProcessPickerPage,
} from './invitation.service.js';
import { MailPreviewRef } from './mail-preview.graphql.js';
import { notHiredMailPreview } from './not-hired-mail.service.js';

const PersonLookupRef = builder.objectRef<PersonLookup>('PersonLookup').implement({
  description: 'A person of the caller’s company found by e-mail, for the invite-candidate form.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The personId.' }),
    countryCode: t.exposeString('countryCode', { description: 'ISO 3166 alpha-2 code of the person’s country.' }),
    countryName: t.exposeString('countryName', {
      nullable: true,
      description: 'The country, in the request’s language; null when the catalogue does not have it.',
    }),
    firstName: t.exposeString('firstName', { description: 'The person’s first name.' }),
    lastName: t.exposeString('lastName', { description: 'The person’s last name.' }),
  }),
});

const AddedPersonRef = builder.objectRef<InvitedPerson>('AddedPerson').implement({
  description: 'A person who became a candidate of the process.',
  fields: (t) => ({
    id: t.exposeInt('personId', { description: 'The personId.' }),
    email: t.exposeString('email', { nullable: true, description: 'The person’s e-mail; null when they have none.' }),
    names: t.string({ description: 'First and last name.', resolve: (p) => `${p.firstName} ${p.lastName}` }),
    identification: t.exposeString('identification', {
      nullable: true,
      description: 'The person’s identification; null when they have none.',
    }),
    feelingSummary: t.expose('feelingSummary', {
      type: FeelingEnum,
      nullable: true,
      description: 'The best feeling reviewers gave the person in the source process; null when none was given.',
    }),
    processPersonId: t.exposeInt('processPersonId', { description: 'The new candidate’s processPersonId.' }),
    processPersonStatus: t.field({
      type: PersonStatusEnum,
      description: 'The new candidate’s status: always OPEN.',
      resolve: () => 'OPEN' as const,
    }),
  }),
});

const BulkInvitationResultRef = builder
  .objectRef<{ completed: boolean; invited: number; skipped: number }>('BulkInvitationResult')
  .implement({
    description: 'What a bulk invitation did.',
    fields: (t) => ({
      completed: t.exposeBoolean('completed', {
        description: 'True once every entry was invited or skipped (the request is one transaction).',
      }),
      invited: t.exposeInt('invited', { description: 'New candidates of the process.' }),
      skipped: t.exposeInt('skipped', {
        description:
          'Entries left out: already in the process, on the unwanted list, repeated, or without the e-mail the process needs.',
      }),
    }),
  });

const ProcessPickerPageRef = builder.objectRef<ProcessPickerPage>('ProcessPickerPage').implement({
  description: 'A page of the invite-to-process dialog’s processes.',
  fields: (t) => ({
    data: t.field({ type: [ProcessRef], description: 'The page’s processes.', resolve: (page) => page.data }),
    page: t.exposeInt('page', { description: 'The page number, from 1.' }),
    size: t.exposeInt('size', { description: 'Processes per page.' }),
    total: t.exposeInt('total', { description: 'Processes that match, every page.' }),
  }),
});

// Optional fields: the server validates them and answers BAD_INPUT with a translated message per field.
const PersonCreateDto = builder.inputType('PersonCreateDto', {
  description: 'The person to invite by hand.',
  fields: (t) => ({
    firstName: t.string({ description: 'The person’s first name; required.' }),
    lastName: t.string({ description: 'The person’s last name; required.' }),
    mail: t.string({ description: 'Required unless the process is the controlled basic variant.' }),
    countryCode: t.string({ description: 'ISO 3166 alpha-2, from the countries catalogue.' }),
    identification: t.string({ description: 'Required in the controlled basic variant.' }),
    phone: t.string({ description: 'The person’s phone number; optional.' }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** Who an entry of either bulk invitation names: a person by id, by e-mail or by identification. */
const personEntryFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  id: t.int({ description: 'The personId of a person of the caller’s company.' }),
  email: t.string({ description: 'A person by e-mail (an existing one is reused, a new one created).' }),
  identification: t.string({
    description: 'A person of the company by identification (the controlled basic variant).',
  }),
  firstName: t.string({ description: 'The first name of a person created by this entry.' }),
  lastName: t.string({ description: 'The last name of a person created by this entry.' }),
});

const SOURCE_PROCESS_ID = 'The process the persons come from: their participation there records the invitation.';

const BulkInvitationCandidate = builder.inputType('BulkInvitationCandidate', {
  description: 'One person to invite in a bulk invitation.',
  fields: (t) => ({
    ...personEntryFields(t),
    source: t.field({ type: CandidateSourceEnum, description: 'How the person came (CAP_ADDED by default).' }),
  }),
});

const ProcessAddPerson = builder.inputType('ProcessAddPerson', {
  description: 'One person to invite to another process.',
  fields: personEntryFields,
});

const ProcessAddPeopleInput = builder.inputType('ProcessAddPeopleInput', {
  description: 'Persons to invite to another process of the company.',
  fields: (t) => ({
    processId: t.int({ required: true, description: 'The process they are invited to (LAUNCHED).' }),
    peopleList: t.field({ type: [ProcessAddPerson], required: true, description: 'The persons.' }),
    sourceProcessId: t.int({ description: SOURCE_PROCESS_ID }),
  }),
});

builder.queryField('getPersonByEmail', (t) =>
  t.field({
    type: PersonLookupRef,
    nullable: true,
    description: 'A person who took part in a process of the caller’s company, by e-mail; null for anyone else.',
    args: { email: t.arg.string({ required: true, description: 'The e-mail, any case.' }) },
    resolve: (_, args, ctx) => getPersonByEmail(ctx, args.email),
  }),
);

builder.queryField('processPaginated', (t) =>
  t.field({
    type: ProcessPickerPageRef,
    description:
      'The invite-to-process dialog’s processes: LAUNCHED, not archived and 20 per page unless asked otherwise.',
    args: {
      archived: t.arg.boolean({ description: 'Archived processes instead of the others; false by default.' }),
      companyId: t.arg.int({ description: 'Ignored: the company is the one the caller acts in.' }),
      page: t.arg.int({ description: 'The page number, from 1.' }),
      size: t.arg.int({ description: 'Processes per page: 20, 40, 60 or 100 (20 by default).' }),
      wildcard: t.arg.string({
        description: 'Part of the process’s or its position’s name (accents and case ignored).',
      }),
      processStatus: t.arg({
        type: [ProcessStatusEnum],
        description: 'The statuses to show; LAUNCHED when omitted.',
      }),
      excludeId: t.arg.int({ description: 'A process to leave out: the one the candidates come from.' }),
    },
    resolve: (_, { companyId: _companyId, ...args }, ctx) => processPaginated(ctx, args),
  }),
);

builder.mutationField('addPerson', (t) =>
  t.field({
    type: CandidateRef,
    description: 'Invites a new candidate by hand (source CAP_ADDED) to a LAUNCHED process.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }),
      personCreateDto: t.arg({ type: PersonCreateDto, required: true, description: 'The person.' }),
    },
    resolve: (_, args, ctx) => addPerson(ctx, args.processId, args.personCreateDto),
  }),
);

builder.mutationField('sendBulkInvitation', (t) =>
  t.field({
    type: BulkInvitationResultRef,
    description: 'Invites up to 5,000 persons to a LAUNCHED process in one request.',
    args: {
      candidates: t.arg({ type: [BulkInvitationCandidate], required: true, description: 'The persons.' }),
      processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }),
      sourceProcessId: t.arg.int({ description: SOURCE_PROCESS_ID }),
    },
    resolve: (_, args, ctx) => sendBulkInvitation(ctx, args),
  }),
);

builder.mutationField('addPeopleToProcess', (t) =>
  t.field({
    type: [AddedPersonRef],
    description: 'Invites persons to another process of the company; returns those who became candidates.',
    args: {
      processAddPeopleInput: t.arg({ type: ProcessAddPeopleInput, required: true, description: 'Who, and where.' }),
    },
    resolve: (_, args, ctx) => addPeopleToProcess(ctx, args.processAddPeopleInput),
  }),
);

builder.queryField('notHiredMailPreview', (t) =>
  t.field({
    type: MailPreviewRef,
    description:
      'Ours: whom “Agradecer a los no contratados” would thank now (finished, not hired, not thanked before), how many, the e-mail’s text and when it was last sent.',
    args: { processId: t.arg.int({ required: true, description: 'The process (LAUNCHED or CLOSED).' }) },
    resolve: (_, args, ctx) => notHiredMailPreview(ctx, args.processId),
  }),
);
