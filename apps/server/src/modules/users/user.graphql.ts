import { builder } from '../../graphql/builder.js';
import { LocaleEnum, RoleEnum } from '../../graphql/enums.js';
import { me, myCompanies, updateMe, type Me, type UserCompany } from './user.service.js';

const TermsRef = builder.objectRef<Me['termsAndConditions'][number]>('TermsAndConditions').implement({
  description: 'A version of a legal text the user accepted.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Which text, e.g. PRIVACY_POLICIES.' }),
    version: t.exposeString('version', { description: 'The version accepted.' }),
    date: t.expose('date', { type: 'DateTime', description: 'When the server recorded the acceptance.' }),
    link: t.exposeString('link', { nullable: true, description: 'The URL of the text accepted; null if none.' }),
  }),
});

const UserRef = builder.objectRef<Me>('User').implement({
  description: 'The signed-in user’s own profile.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The user id.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    mail: t.exposeString('mail', { description: 'The sign-in e-mail.' }),
    username: t.exposeString('username', { description: 'The user name: the sign-in e-mail.' }),
    urlAvatar: t.exposeString('urlAvatar', { nullable: true, description: 'The avatar image URL; null if none.' }),
    country: t.exposeString('country', { description: 'Country, ISO 3166-1 alpha-2.' }),
    birthDate: t.expose('birthDate', { type: 'Date', nullable: true, description: 'Birth date; null if not given.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone in E.164 form; null if not given.' }),
    language: t.expose('language', { type: LocaleEnum, description: 'The language the interface speaks to the user.' }),
    termsAndConditions: t.field({
      type: [TermsRef],
      description: 'The legal texts accepted, oldest first.',
      resolve: (user) => user.termsAndConditions,
    }),
  }),
});

const TermsInput = builder.inputType('TermsAndConditionsInput', {
  description: 'A legal text the user accepts now.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Which text, e.g. PRIVACY_POLICIES.' }),
    date: t.field({
      type: 'DateTime',
      required: true,
      description: 'When the client saw it accepted; the server records its own time instead.',
    }),
    version: t.string({ required: true, description: 'The version accepted: the current one for the privacy policy.' }),
    link: t.string({ description: 'The URL of the text accepted.' }),
  }),
});

const DataMeInput = builder.inputType('DataMeInput', {
  description: 'Changes to the caller’s profile; an omitted field stays as it is.',
  fields: (t) => ({
    username: t.string({ description: 'Ignored: the user name is the sign-in e-mail.' }),
    firstName: t.string({ description: 'First name.' }),
    lastName: t.string({ description: 'Last name.' }),
    country: t.string({ description: 'Country, ISO 3166-1 alpha-2.' }),
    birthDate: t.field({ type: 'Date', description: 'Birth date; null clears it.' }),
    mail: t.string({ description: 'Ignored: the sign-in e-mail is the account’s identity.' }),
    phone: t.string({ description: 'Phone as typed, parsed with the user’s country; empty or null clears it.' }),
    language: t.field({ type: LocaleEnum, description: 'The language the interface speaks to the user.' }),
    termsAndConditions: t.field({ type: [TermsInput], description: 'Legal texts accepted now (appended).' }),
  }),
});

const UserCompanyRef = builder.objectRef<UserCompany>('UserCompany').implement({
  description: 'A company the caller belongs to.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The company id.' }),
    commercialName: t.exposeString('commercialName', { description: 'The company’s commercial name.' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true, description: 'The logo URL; null if none.' }),
    role: t.expose('role', { type: RoleEnum, description: 'The caller’s role in that company.' }),
    current: t.exposeBoolean('current', { description: 'Whether it is the company the caller acts in now.' }),
  }),
});

builder.queryField('me', (t) =>
  t.field({ type: UserRef, description: 'The signed-in user’s profile.', resolve: (_, __, ctx) => me(ctx) }),
);
builder.queryField('myCompanies', (t) =>
  t.field({
    type: [UserCompanyRef],
    description: 'The companies the caller belongs to, with their role in each.',
    resolve: (_, __, ctx) => myCompanies(ctx),
  }),
);
builder.mutationField('updateMe', (t) =>
  t.field({
    type: UserRef,
    description: 'Saves the caller’s profile and the legal texts they accept; returns the profile.',
    args: { dataMe: t.arg({ type: DataMeInput, required: true, description: 'What changes.' }) },
    resolve: (_, args, ctx) => updateMe(ctx, args.dataMe),
  }),
);
