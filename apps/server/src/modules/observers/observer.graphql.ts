import { OBSERVER_LINK_STATES } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { ComponentTypeEnum, enumFromDomain } from '../../graphql/enums.js';
import { acceptObserverTerms, observerSession, type ObserverSessionInfo } from './observer-session.service.js';
import {
  addObservers,
  deleteObserver,
  getObservers,
  renewObservers,
  revocateObservers,
  sendObservers,
  type Observer,
  type ObserverSection,
  type ObserverView,
} from './observer.service.js';

const ObserverStatusEnum = enumFromDomain(
  'ObserverStatus',
  OBSERVER_LINK_STATES,
  'Where an observer’s report link stands.',
  {
    RECENTLY_ADDED: 'Added, never sent: there is no link yet.',
    ACTIVE: 'Sent: the link works until expiresAt.',
    EXPIRED: 'Sent, and expiresAt has passed; renewing makes it work again.',
    REVOKED: 'Revoked by the company: the link no longer works.',
  },
);

export const ObserverSectionRef = builder.objectRef<ObserverSection>('ObserverSection').implement({
  description: 'A component of the process an observer may see.',
  fields: (t) => ({
    name: t.expose('name', { type: ComponentTypeEnum, description: 'The component.' }),
    label: t.exposeString('label', { description: 'The component, in the request’s language.' }),
    order: t.exposeInt('order', { description: 'The component’s position in the job, from 1.' }),
  }),
});

const ObserverViewRef = builder.objectRef<ObserverView>('ObserverView').implement({
  description: 'One read of the report by the observer: a candidate’s detail, or the report itself (no candidate).',
  fields: (t) => ({
    processPersonId: t.exposeInt('processPersonId', {
      nullable: true,
      description: 'The candidate read; null for the report’s list.',
    }),
    candidateName: t.exposeString('candidateName', {
      nullable: true,
      description: 'The candidate’s full name; null for the report’s list.',
    }),
    viewedAt: t.expose('viewedAt', { type: 'DateTime', description: 'When the observer read it.' }),
  }),
});

const ObserverRef = builder.objectRef<Observer>('Observer').implement({
  description:
    'An external reviewer of a process and their report link; only company users who manage the process see it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The observer’s id.' }),
    processId: t.exposeInt('processId', { description: 'The process they review.' }),
    name: t.exposeString('name', { description: 'The observer’s name.' }),
    email: t.exposeString('email', { description: 'Where the link is sent.' }),
    sections: t.field({
      type: [ObserverSectionRef],
      description: 'The components they may see, in component order.',
      resolve: (o) => o.sections,
    }),
    candidates: t.exposeIntList('candidates', {
      nullable: true,
      description: 'The processPerson ids the observer may see; null: every shortlisted one.',
    }),
    status: t.expose('status', { type: ObserverStatusEnum, description: 'Where the link stands.' }),
    link: t.exposeString('link', { nullable: true, description: 'The report link, only while ACTIVE.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the link stops working; null before it is sent.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the observer was added.' }),
    modifiedAt: t.expose('modifiedAt', { type: 'DateTime', description: 'When the observer last changed.' }),
    termsAcceptedAt: t.expose('termsAcceptedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the observer accepted the report’s terms; null until then.',
    }),
    views: t.field({
      type: [ObserverViewRef],
      description: 'Their reads of the report, newest first, at most 50.',
      resolve: (o) => o.views,
    }),
    viewCount: t.exposeInt('viewCount', { description: 'Every read of the report, not only the 50 shown.' }),
    lastViewedAt: t.expose('lastViewedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Their latest read; null when they never opened it.',
    }),
  }),
});

const ObserverSessionInfoRef = builder.objectRef<ObserverSessionInfo>('ObserverSessionInfo').implement({
  description: 'What an external observer’s link gives access to (observer realm).',
  fields: (t) => ({
    observerId: t.exposeInt('observerId', { description: 'The observer the link is for.' }),
    name: t.exposeString('name', { description: 'The observer’s name.' }),
    processId: t.exposeInt('processId', { description: 'The process the link shows.' }),
    processName: t.exposeString('processName', { description: 'The process’s name.' }),
    companyName: t.exposeString('companyName', { description: 'The company that runs the process.' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true, description: 'The company’s logo; null when it has none.' }),
    sections: t.field({
      type: [ObserverSectionRef],
      description: 'The components the observer may see, in component order.',
      resolve: (s) => s.sections,
    }),
    termsAccepted: t.exposeBoolean('termsAccepted', { description: 'Whether the observer accepted the terms.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
    comparatorAllowed: t.exposeBoolean('comparatorAllowed', {
      description: 'Whether the process’s candidates can be compared (not a trust or controlled basic process).',
    }),
  }),
});

const ObserverInput = builder.inputType('ObserverInput', {
  description: 'An observer to add.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Letters, at most one extra word; up to 256 characters.' }),
    email: t.string({ required: true, description: 'Where the link will be sent.' }),
    sections: t.field({
      type: [ComponentTypeEnum],
      required: true,
      description: 'Components of the process they may see, at least one.',
    }),
  }),
});

const observerList = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }),
  listObservers: t.arg.intList({ required: true, description: 'The observers’ ids, of that process.' }),
});

builder.queryField('getObservers', (t) =>
  t.field({
    type: [ObserverRef],
    description: 'The process’s observers, with their links and reads.',
    args: { processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }) },
    resolve: (_, args, ctx) => getObservers(ctx, args.processId),
  }),
);

builder.mutationField('addObservers', (t) =>
  t.field({
    type: [ObserverRef],
    description: 'Adds observers, not yet invited (RECENTLY_ADDED).',
    args: {
      processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }),
      candidates: t.arg.intList({
        description: 'processPerson ids they may see; omitted or empty: every shortlisted candidate.',
      }),
      observers: t.arg({ type: [ObserverInput], required: true, description: 'Who to add.' }),
    },
    resolve: (_, args, ctx) => addObservers(ctx, args.processId, args.candidates, args.observers),
  }),
);

builder.mutationField('sendObservers', (t) =>
  t.field({
    type: [ObserverRef],
    description: 'E-mails each observer their report link.',
    args: observerList(t),
    resolve: (_, args, ctx) => sendObservers(ctx, args.processId, args.listObservers),
  }),
);

builder.mutationField('revocateObservers', (t) =>
  t.field({
    type: [ObserverRef],
    description: 'Active links stop working.',
    args: observerList(t),
    resolve: (_, args, ctx) => revocateObservers(ctx, args.processId, args.listObservers),
  }),
);

builder.mutationField('renewObservers', (t) =>
  t.field({
    type: [ObserverRef],
    description: 'Sent links work again for 15 days, with the same token.',
    args: observerList(t),
    resolve: (_, args, ctx) => renewObservers(ctx, args.processId, args.listObservers),
  }),
);

builder.mutationField('deleteObserver', (t) =>
  t.boolean({
    description:
      'Removes an observer, their link, their reads and their feelings; true (an unknown observer is NOT_FOUND).',
    args: {
      processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }),
      observerId: t.arg.int({ required: true, description: 'The observer, of that process.' }),
    },
    resolve: (_, args, ctx) => deleteObserver(ctx, args.processId, args.observerId),
  }),
);

builder.queryField('observerSession', (t) =>
  t.field({
    type: ObserverSessionInfoRef,
    description: 'Observer realm: the link’s session, before or after the terms.',
    resolve: (_, __, ctx) => observerSession(ctx),
  }),
);

builder.mutationField('acceptObserverTerms', (t) =>
  t.field({
    type: ObserverSessionInfoRef,
    description: 'Observer realm: accepts the report’s terms.',
    resolve: (_, __, ctx) => acceptObserverTerms(ctx),
  }),
);
