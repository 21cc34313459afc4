import { builder } from '../../graphql/builder.js';
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

const PersonLookupRef = builder.objectRef<PersonLookup>('PersonLookup').implement({
  description: 'A person of the caller’s company found by e-mail, for the invite-candidate form.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    countryCode: t.exposeString('countryCode'),
    countryName: t.exposeString('countryName', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const AddedPersonRef = builder.objectRef<InvitedPerson>('AddedPerson').implement({
  description: 'A person who became a candidate of the process.',
  fields: (t) => ({
    id: t.exposeInt('personId', { description: 'The personId.' }),
    email: t.exposeString('email', { nullable: true }),
    names: t.string({ resolve: (p) => `${p.firstName} ${p.lastName}` }),
    identification: t.exposeString('identification', { nullable: true }),
    feelingSummary: t.exposeString('feelingSummary', {
      nullable: true,
      description:
        'The best feeling (YES, MAYBE, NO) reviewers gave the person in the source process, when one was given.',
    }),
    processPersonId: t.exposeInt('processPersonId'),
    processPersonStatus: t.string({ description: 'OPEN: a new candidate.', resolve: () => 'OPEN' }),
  }),
});

const BulkInvitationResultRef = builder
  .objectRef<{ completed: boolean; invited: number; skipped: number }>('BulkInvitationResult')
  .implement({
    fields: (t) => ({
      completed: t.exposeBoolean('completed'),
      invited: t.exposeInt('invited', { description: 'New candidates of the process.' }),
      skipped: t.exposeInt('skipped', {
        description:
          'Entries left out: already in the process, on the unwanted list, repeated, or without the e-mail the process needs.',
      }),
    }),
  });

const ProcessPickerPageRef = builder.objectRef<ProcessPickerPage>('ProcessPickerPage').implement({
  fields: (t) => ({
    data: t.field({ type: [ProcessRef], resolve: (page) => page.data }),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
    total: t.exposeInt('total'),
  }),
});

// Optional fields: the server validates them and answers BAD_INPUT with a translated message per field.
const PersonCreateDto = builder.inputType('PersonCreateDto', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    mail: t.string({ description: 'Required unless the process is the controlled basic variant.' }),
    countryCode: t.string({ description: 'ISO 3166 alpha-2, from the countries catalogue.' }),
    identification: t.string({ description: 'Required in the controlled basic variant.' }),
    phone: t.string(),
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
  firstName: t.string(),
  lastName: t.string(),
});

const SOURCE_PROCESS_ID = 'The process the persons come from: their participation there records the invitation.';

const BulkInvitationCandidate = builder.inputType('BulkInvitationCandidate', {
  fields: (t) => ({
    ...personEntryFields(t),
    source: t.string({ description: 'A candidate source (CAP_ADDED by default).' }),
  }),
});

const ProcessAddPerson = builder.inputType('ProcessAddPerson', { fields: personEntryFields });

const ProcessAddPeopleInput = builder.inputType('ProcessAddPeopleInput', {
  fields: (t) => ({
    processId: t.int({ required: true }),
    peopleList: t.field({ type: [ProcessAddPerson], required: true }),
    sourceProcessId: t.int({ description: SOURCE_PROCESS_ID }),
  }),
});

builder.queryField('getPersonByEmail', (t) =>
  t.field({
    type: PersonLookupRef,
    nullable: true,
    description: 'A person who took part in a process of the caller’s company, by e-mail; null for anyone else.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => getPersonByEmail(ctx, args.email),
  }),
);

builder.queryField('processPaginated', (t) =>
  t.field({
    type: ProcessPickerPageRef,
    description:
      'The invite-to-process dialog’s processes: LAUNCHED, not archived and 20 per page unless asked otherwise.',
    args: {
      archived: t.arg.boolean(),
      companyId: t.arg.int({ description: 'Ignored: the company is the one the caller acts in.' }),
      page: t.arg.int(),
      size: t.arg.int(),
      wildcard: t.arg.string(),
      processStatus: t.arg.stringList(),
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
      processId: t.arg.int({ required: true }),
      personCreateDto: t.arg({ type: PersonCreateDto, required: true }),
    },
    resolve: (_, args, ctx) => addPerson(ctx, args.processId, args.personCreateDto),
  }),
);

builder.mutationField('sendBulkInvitation', (t) =>
  t.field({
    type: BulkInvitationResultRef,
    description: 'Invites up to 5,000 persons to a LAUNCHED process in one request.',
    args: {
      candidates: t.arg({ type: [BulkInvitationCandidate], required: true }),
      processId: t.arg.int({ required: true }),
      sourceProcessId: t.arg.int({ description: SOURCE_PROCESS_ID }),
    },
    resolve: (_, args, ctx) => sendBulkInvitation(ctx, args),
  }),
);

builder.mutationField('addPeopleToProcess', (t) =>
  t.field({
    type: [AddedPersonRef],
    description: 'Invites persons to another process of the company; returns those who became candidates.',
    args: { processAddPeopleInput: t.arg({ type: ProcessAddPeopleInput, required: true }) },
    resolve: (_, args, ctx) => addPeopleToProcess(ctx, args.processAddPeopleInput),
  }),
);
