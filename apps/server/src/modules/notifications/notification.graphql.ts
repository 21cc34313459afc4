import { NOTIFICATION_KINDS } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain } from '../../graphql/enums.js';
import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  memberNotificationSettings,
  saveMemberNotificationSettings,
  saveNotificationPreferences,
  type MemberNotificationSettings,
  type NotificationPage,
  type NotificationSettings,
  type NotificationView,
} from './notification.service.js';

const NotificationKindEnum = enumFromDomain('NotificationKind', NOTIFICATION_KINDS, 'What a notification tells.', {
  EVALUATION_FINISHED: 'A candidate finished every step of a process’s evaluation.',
  CHAT_MENTION: 'A teammate mentioned the user in a candidate’s chat.',
});

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  description: 'An in-app notification of the signed-in user.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The notification id.' }),
    kind: t.expose('kind', { type: NotificationKindEnum, description: 'What it tells.' }),
    processId: t.exposeInt('processId', { nullable: true, description: 'The process it is about; null if deleted.' }),
    processPersonId: t.exposeInt('processPersonId', {
      nullable: true,
      description: 'The candidate (participation) it is about; null if deleted.',
    }),
    candidateName: t.exposeString('candidateName', { description: 'The candidate’s name when it was made.' }),
    processName: t.exposeString('processName', { description: 'The process’s name when it was made.' }),
    composedScore: t.exposeFloat('composedScore', {
      nullable: true,
      description: 'The candidate’s composed score when it was made; null if none was computed.',
    }),
    link: t.exposeString('link', {
      description: 'Where it leads in the recruiter app, without the locale prefix (e.g. the candidate’s detail).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true, description: 'When it was read; null if unread.' }),
  }),
});

const NotificationPageRef = builder.objectRef<NotificationPage>('NotificationPage').implement({
  description: 'A page of the signed-in user’s notifications, newest first.',
  fields: (t) => ({
    data: t.expose('data', { type: [NotificationRef], description: 'The notifications of the page.' }),
    total: t.exposeInt('total', { description: 'How many notifications the user has in the company.' }),
    unread: t.exposeInt('unread', { description: 'How many of them are unread (the bell’s badge).' }),
  }),
});

const NotificationPreferencesRef = builder.objectRef<NotificationSettings>('NotificationPreferences').implement({
  description: 'How the signed-in user hears about the company’s events.',
  fields: (t) => ({
    inApp: t.exposeBoolean('inApp', { description: 'Notifications in the app’s bell.' }),
    email: t.exposeBoolean('email', { description: 'Notifications by e-mail.' }),
  }),
});

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationPageRef,
    description: 'The signed-in user’s notifications in the company they act in, newest first.',
    args: {
      page: t.arg.int({ description: 'The page, from 1 (default 1).' }),
      size: t.arg.int({ description: 'Notifications per page, 1 to 50 (default 10).' }),
    },
    resolve: (_, args, ctx) => listNotifications(ctx, args),
  }),
);

builder.queryField('notificationPreferences', (t) =>
  t.field({
    type: NotificationPreferencesRef,
    description: 'The signed-in user’s notification channels in the company they act in.',
    resolve: (_, __, ctx) => getNotificationPreferences(ctx),
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.int({
    description:
      'Marks the signed-in user’s notifications read (an empty list: all of them); answers how many stay unread.',
    args: {
      ids: t.arg.intList({ required: true, description: 'The notifications; empty for all. Others’ ids are ignored.' }),
    },
    resolve: (_, args, ctx) => markNotificationsRead(ctx, args.ids),
  }),
);

builder.mutationField('saveNotificationPreferences', (t) =>
  t.field({
    type: NotificationPreferencesRef,
    description:
      'Sets the signed-in user’s notification channels in the company they act in; e-mails use the request’s language.',
    args: {
      inApp: t.arg.boolean({ required: true, description: 'Notifications in the app’s bell.' }),
      email: t.arg.boolean({ required: true, description: 'Notifications by e-mail.' }),
    },
    resolve: (_, args, ctx) => saveNotificationPreferences(ctx, args),
  }),
);

const MemberNotificationSettingsRef = builder
  .objectRef<MemberNotificationSettings>('MemberNotificationSettings')
  .implement({
    description: 'Which of the company’s events reach a member, by e-mail and in the app.',
    fields: (t) => ({
      userId: t.exposeInt('userId', { description: 'The member.' }),
      name: t.exposeString('name', { description: 'Their name, or their e-mail when they have none.' }),
      email: t.exposeString('email', { description: 'Their e-mail address.' }),
      inApp: t.exposeBoolean('inApp', { description: 'Events reach them in the app’s bell.' }),
      emailOn: t.exposeBoolean('emailOn', { description: 'Events reach them by e-mail.' }),
    }),
  });

builder.queryField('memberNotificationSettings', (t) =>
  t.field({
    type: [MemberNotificationSettingsRef],
    description: 'Every active member’s notification channels in the caller’s company (administrators).',
    resolve: (_, __, ctx) => memberNotificationSettings(ctx),
  }),
);

builder.mutationField('saveMemberNotificationSettings', (t) =>
  t.field({
    type: MemberNotificationSettingsRef,
    description: 'Sets a member’s notification channels (administrators); the member’s e-mail language stays theirs.',
    args: {
      userId: t.arg.int({ required: true, description: 'The member, of the caller’s company.' }),
      inApp: t.arg.boolean({ required: true, description: 'Notifications in the app’s bell.' }),
      email: t.arg.boolean({ required: true, description: 'Notifications by e-mail.' }),
    },
    resolve: (_, args, ctx) =>
      saveMemberNotificationSettings(ctx, args.userId, { inApp: args.inApp, email: args.email }),
  }),
);
