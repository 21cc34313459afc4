import { builder } from '../../graphql/builder.js';
import { TagRef } from './candidate-list.graphql.js';
import {
  createPersonTag,
  createProcessTag,
  deletePersonTag,
  getCompanyTags,
  getTagsConfig,
  updateProcessTag,
  type CompanyTags,
  type TagsConfig,
} from './candidate-tags.service.js';

const TagConfigItemRef = builder.objectRef<TagsConfig['tags'][number]>('TagConfigItem').implement({
  description: 'A tag a process offers.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Its code, Process_Tag_n.' }),
    color: t.exposeString('color', { description: 'Its colour, #RRGGBB.' }),
    label: t.exposeString('label', { description: 'Its name, 1 to 30 characters.' }),
  }),
});

const TagsConfigRef = builder.objectRef<TagsConfig>('TagsConfig').implement({
  description: 'The tags a process offers besides the company’s predefined tags.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The process id: a process has one tag configuration.' }),
    processId: t.exposeInt('processId', { description: 'The process.' }),
    date: t.expose('date', {
      type: 'DateTime',
      nullable: true,
      description: 'When a tag was last added; null if none.',
    }),
    tags: t.field({ type: [TagConfigItemRef], description: 'The process’s own tags.', resolve: (c) => c.tags }),
  }),
});

const CompanyTagRef = builder.objectRef<CompanyTags['listTags'][number]>('CompanyTag').implement({
  description: 'A tag every process of the company offers.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The tag id.' }),
    code: t.exposeString('code', { description: 'Its code.' }),
    hexCode: t.exposeString('hexCode', { description: 'Its colour, #RRGGBB.' }),
    title: t.exposeString('title', { description: 'Its name in the caller’s language.' }),
    isPredefined: t.exposeBoolean('isPredefined', { description: 'Whether the platform defines it.' }),
  }),
});

const CompanyTagsRef = builder.objectRef<CompanyTags>('CompanyTags').implement({
  description: 'The company’s predefined tags.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The company id: a company has one list.' }),
    companyId: t.exposeInt('companyId', { description: 'The company.' }),
    date: t.expose('date', {
      type: 'DateTime',
      nullable: true,
      description: 'When the list last changed; null if never.',
    }),
    listTags: t.field({ type: [CompanyTagRef], description: 'The tags.', resolve: (c) => c.listTags }),
  }),
});

const TagInput = builder.inputType('TagInput', {
  description: 'A process tag to create or change.',
  fields: (t) => ({
    code: t.string({ description: 'Omitted when creating: the next Process_Tag_n.' }),
    label: t.string({ required: true, description: '1 to 30 characters.' }),
    color: t.string({ required: true, description: '#RRGGBB.' }),
  }),
});

builder.queryField('getCompanyTags', (t) =>
  t.field({
    type: CompanyTagsRef,
    description: 'The caller’s company’s predefined tags.',
    args: { companyId: t.arg.int({ description: 'Ignored: always the caller’s company.' }) },
    resolve: (_, __, ctx) => getCompanyTags(ctx),
  }),
);

builder.queryField('getTagsConfig', (t) =>
  t.field({
    type: TagsConfigRef,
    description: 'The tags a process offers besides the company’s.',
    args: { processId: t.arg.int({ required: true, description: 'The process.' }) },
    resolve: (_, args, ctx) => getTagsConfig(ctx, args.processId),
  }),
);

builder.mutationField('createPersonTag', (t) =>
  t.field({
    type: TagRef,
    description: 'Tags a candidate with a process tag or a company tag (at most 12 tags per candidate).',
    args: {
      processPersonId: t.arg.int({ required: true, description: 'The candidate.' }),
      code: t.arg.string({ required: true, description: 'The tag’s code: a process tag or a company tag.' }),
      userId: t.arg.int({ description: 'Ignored: the tag is the caller’s.' }),
    },
    resolve: (_, args, ctx) => createPersonTag(ctx, args.processPersonId, args.code),
  }),
);

builder.mutationField('deletePersonTag', (t) =>
  t.boolean({
    description: 'Takes a tag off a candidate; true once it is off.',
    args: {
      id: t.arg.int({ required: true, description: 'The tag assignment’s id (CandidateTag.id).' }),
      processPersonId: t.arg.int({ required: true, description: 'The candidate.' }),
    },
    resolve: (_, args, ctx) => deletePersonTag(ctx, args.id, args.processPersonId),
  }),
);

builder.mutationField('createProcessTag', (t) =>
  t.field({
    type: TagsConfigRef,
    description: 'Adds tags to a process; returns its tags.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process.' }),
      tags: t.arg({ type: [TagInput], required: true, description: 'The tags to add.' }),
    },
    resolve: (_, args, ctx) => createProcessTag(ctx, args.processId, args.tags),
  }),
);

builder.mutationField('updateProcessTag', (t) =>
  t.field({
    type: TagsConfigRef,
    description: 'Changes the labels and colours of a process’s tags; returns its tags.',
    args: {
      id: t.arg.int({ required: true, description: 'The TagsConfig id (the process id).' }),
      processId: t.arg.int({ required: true, description: 'The process.' }),
      tags: t.arg({ type: [TagInput], required: true, description: 'The tags to change, by code.' }),
    },
    resolve: (_, args, ctx) => updateProcessTag(ctx, args.id, args.processId, args.tags),
  }),
);
