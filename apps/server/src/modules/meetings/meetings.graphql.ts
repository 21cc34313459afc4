import { MEETING_PROVIDERS } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain } from '../../graphql/enums.js';
import {
  disconnectAccount,
  getIntegrationAuthorizationUrl,
  getUserIntegrations,
  type IntegrationView,
} from './integration.service.js';
import { createMeeting, type MeetingView } from './meeting.service.js';

const MeetingProviderEnum = enumFromDomain('MeetingProvider', MEETING_PROVIDERS, 'A meeting tool Terna connects to.', {
  ZOOM: 'Zoom (zoom.us).',
});

const UserIntegrationRef = builder.objectRef<IntegrationView>('UserIntegration').implement({
  description: 'The signed-in user’s connection to a meeting tool (spec 3 section 3).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The connection id.' }),
    provider: t.expose('provider', { type: MeetingProviderEnum, description: 'The tool.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last connected or refreshed.' }),
    active: t.exposeBoolean('active', {
      description: 'False when the tool refused the saved connection: the user must connect again.',
    }),
  }),
});

const AuthorizationUrlRef = builder
  .objectRef<{ provider: (typeof MEETING_PROVIDERS)[number]; url: string }>('IntegrationAuthorizationUrl')
  .implement({
    description: 'Where the user approves Terna on the tool (opened in a popup).',
    fields: (t) => ({
      provider: t.expose('provider', { type: MeetingProviderEnum, description: 'The tool.' }),
      url: t.exposeString('url', { description: 'The tool’s consent page, with a signed state valid 10 minutes.' }),
    }),
  });

const DisconnectResultRef = builder.objectRef<{ ok: boolean }>('DisconnectAccountResult').implement({
  description: 'The answer of disconnectAccount.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'True when a connection was removed; false when there was none.' }),
  }),
});

const MeetingRef = builder.objectRef<MeetingView>('Meeting').implement({
  description: 'A scheduled virtual interview (spec 3 section 3).',
  fields: (t) => ({
    topic: t.exposeString('topic', { description: 'The subject.' }),
    startTime: t.expose('startTime', { type: 'DateTime', description: 'When it starts.' }),
    timezone: t.exposeString('timezone', { description: 'The IANA time zone it was scheduled in.' }),
    duration: t.exposeInt('duration', { description: 'Minutes.' }),
    agenda: t.exposeString('agenda', { description: 'The description the candidate reads.' }),
    joinUrl: t.exposeString('joinUrl', { description: 'The link the candidate joins with.' }),
  }),
});

builder.queryField('getUserIntegrations', (t) =>
  t.field({
    type: [UserIntegrationRef],
    description: 'The signed-in user’s connected meeting tools in the company they act in (ZOOM_INTEGRATION).',
    resolve: (_, __, ctx) => getUserIntegrations(ctx),
  }),
);

builder.queryField('getIntegrationAuthorizationUrl', (t) =>
  t.field({
    type: AuthorizationUrlRef,
    description: 'The consent page that connects the signed-in user’s account of a meeting tool.',
    args: { provider: t.arg({ type: MeetingProviderEnum, required: true, description: 'The tool to connect.' }) },
    resolve: (_, args, ctx) => getIntegrationAuthorizationUrl(ctx, args.provider),
  }),
);

builder.mutationField('disconnectAccount', (t) =>
  t.field({
    type: DisconnectResultRef,
    description: 'Forgets the signed-in user’s connection to a meeting tool and revokes it at the tool.',
    args: { provider: t.arg({ type: MeetingProviderEnum, required: true, description: 'The tool.' }) },
    resolve: (_, args, ctx) => disconnectAccount(ctx, args.provider),
  }),
);

builder.mutationField('createMeeting', (t) =>
  t.field({
    type: MeetingRef,
    description:
      'Schedules a virtual interview with a candidate on the signed-in user’s meeting tool and e-mails them the link with a calendar invitation.',
    args: {
      subject: t.arg.string({ required: true, description: 'The meeting’s subject.' }),
      description: t.arg.string({ required: true, description: 'What the candidate reads, up to 200 characters.' }),
      startTime: t.arg.string({
        required: true,
        description: 'Local date-time with its offset, e.g. 2026-11-28T10:00:00-05:00; not in the past.',
      }),
      duration: t.arg.int({ required: true, description: 'Minutes, 0 to 480.' }),
      guestId: t.arg.int({ required: true, description: 'The candidate (person id).' }),
      processId: t.arg.int({ required: true, description: 'The candidate’s process (LAUNCHED).' }),
      provider: t.arg({ type: MeetingProviderEnum, required: true, description: 'The tool.' }),
      timezone: t.arg.string({
        required: false,
        description: 'The browser’s IANA time zone, e.g. America/Lima (default UTC).',
      }),
    },
    // A DomainError createMeeting returns (rather than throws) reaches the client as a thrown one would.
    resolve: (_, args, ctx) => createMeeting(ctx, args) as Promise<MeetingView>,
  }),
);
