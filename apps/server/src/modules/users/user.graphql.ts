import { builder } from '../../graphql/builder.js';
import { me, myCompanies, updateMe, type Me, type UserCompany } from './user.service.js';

const TermsRef = builder.objectRef<Me['termsAndConditions'][number]>('TermsAndConditions').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    version: t.exposeString('version'),
    date: t.exposeString('date'),
    link: t.exposeString('link', { nullable: true }),
  }),
});

const UserRef = builder.objectRef<Me>('User').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    mail: t.exposeString('mail'),
    username: t.exposeString('username'),
    urlAvatar: t.exposeString('urlAvatar', { nullable: true }),
    country: t.exposeString('country'),
    birthDate: t.exposeString('birthDate', { nullable: true }),
    termsAndConditions: t.field({ type: [TermsRef], resolve: (user) => user.termsAndConditions }),
  }),
});

const TermsInput = builder.inputType('TermsAndConditionsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    date: t.string({ required: true }),
    version: t.string({ required: true }),
    link: t.string(),
  }),
});

const DataMeInput = builder.inputType('DataMeInput', {
  fields: (t) => ({
    username: t.string(),
    firstName: t.string(),
    lastName: t.string(),
    country: t.string(),
    birthDate: t.string(),
    mail: t.string(),
    termsAndConditions: t.field({ type: [TermsInput] }),
  }),
});

const UserCompanyRef = builder.objectRef<UserCompany>('UserCompany').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    commercialName: t.exposeString('commercialName'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    role: t.exposeString('role'),
    current: t.exposeBoolean('current'),
  }),
});

builder.queryField('me', (t) => t.field({ type: UserRef, resolve: (_, __, ctx) => me(ctx) }));
builder.queryField('myCompanies', (t) =>
  t.field({ type: [UserCompanyRef], resolve: (_, __, ctx) => myCompanies(ctx) }),
);
builder.mutationField('updateMe', (t) =>
  t.field({
    type: UserRef,
    args: { dataMe: t.arg({ type: DataMeInput, required: true }) },
    resolve: (_, args, ctx) => updateMe(ctx, args.dataMe),
  }),
);
