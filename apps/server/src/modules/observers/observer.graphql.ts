import { builder } from '../../graphql/builder.js';
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

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const ObserverSectionRef = builder.objectRef<ObserverSection>('ObserverSection').implement({
  description: 'A component of the process an observer may see.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The component type, e.g. DISC.' }),
    label: t.exposeString('label', { description: 'The component, translated.' }),
    order: t.exposeInt('order'),
  }),
});

const ObserverViewRef = builder.objectRef<ObserverView>('ObserverView').implement({
  description: 'One read of the report by the observer: a candidate’s detail, or the report itself (no candidate).',
  fields: (t) => ({
    processPersonId: t.exposeInt('processPersonId', { nullable: true }),
    candidateName: t.exposeString('candidateName', { nullable: true }),
    viewedAt: t.string({ resolve: (v) => v.viewedAt.toISOString() }),
  }),
});

const ObserverRef = builder.objectRef<Observer>('Observer').implement({
  description: 'An external reviewer of a process and their report link.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    processId: t.exposeInt('processId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    sections: t.field({ type: [ObserverSectionRef], description: 'In component order.', resolve: (o) => o.sections }),
    candidates: t.exposeIntList('candidates', {
      nullable: true,
      description: 'The processPerson ids the observer may see; null: every shortlisted one.',
    }),
    status: t.exposeString('status', { description: 'RECENTLY_ADDED (never sent), ACTIVE, EXPIRED or REVOKED.' }),
    link: t.exposeString('link', { nullable: true, description: 'The report link, only while ACTIVE.' }),
    expiresAt: t.string({ nullable: true, resolve: (o) => iso(o.expiresAt) }),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
    modifiedAt: t.string({ resolve: (o) => o.modifiedAt.toISOString() }),
    termsAcceptedAt: t.string({ nullable: true, resolve: (o) => iso(o.termsAcceptedAt) }),
    views: t.field({ type: [ObserverViewRef], description: 'Newest first, at most 50.', resolve: (o) => o.views }),
    viewCount: t.exposeInt('viewCount'),
    lastViewedAt: t.string({ nullable: true, resolve: (o) => iso(o.lastViewedAt) }),
  }),
});

const ObserverSessionInfoRef = builder.objectRef<ObserverSessionInfo>('ObserverSessionInfo').implement({
  description: 'What an external observer’s link gives access to (observer realm).',
  fields: (t) => ({
    observerId: t.exposeInt('observerId'),
    name: t.exposeString('name'),
    processId: t.exposeInt('processId'),
    processName: t.exposeString('processName'),
    companyName: t.exposeString('companyName'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    sections: t.field({ type: [ObserverSectionRef], resolve: (s) => s.sections }),
    termsAccepted: t.exposeBoolean('termsAccepted'),
    expiresAt: t.string({ resolve: (s) => s.expiresAt.toISOString() }),
    comparatorAllowed: t.exposeBoolean('comparatorAllowed'),
  }),
});

const ObserverInput = builder.inputType('ObserverInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Letters, at most one extra word; up to 256 characters.' }),
    email: t.string({ required: true }),
    sections: t.stringList({ required: true, description: 'Component types of the process, at least one.' }),
  }),
});

const observerList = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  processId: t.arg.int({ required: true }),
  listObservers: t.arg.intList({ required: true }),
});

builder.queryField('getObservers', (t) =>
  t.field({
    type: [ObserverRef],
    args: { processId: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => getObservers(ctx, args.processId),
  }),
);

builder.mutationField('addObservers', (t) =>
  t.field({
    type: [ObserverRef],
    description: 'Adds observers, not yet invited (RECENTLY_ADDED).',
    args: {
      processId: t.arg.int({ required: true }),
      candidates: t.arg.intList({
        description: 'processPerson ids they may see; omitted or empty: every shortlisted candidate.',
      }),
      observers: t.arg({ type: [ObserverInput], required: true }),
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
    args: { processId: t.arg.int({ required: true }), observerId: t.arg.int({ required: true }) },
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
