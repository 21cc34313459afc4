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

const iso = (value: Date | null) => value?.toISOString() ?? null;

const TagConfigItemRef = builder.objectRef<TagsConfig['tags'][number]>('TagConfigItem').implement({
  fields: (t) => ({ code: t.exposeString('code'), color: t.exposeString('color'), label: t.exposeString('label') }),
});

const TagsConfigRef = builder.objectRef<TagsConfig>('TagsConfig').implement({
  description: 'The tags a process offers besides the company’s predefined tags.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The process id: a process has one tag configuration.' }),
    processId: t.exposeInt('processId'),
    date: t.string({ nullable: true, description: 'When a tag was last added.', resolve: (c) => iso(c.date) }),
    tags: t.field({ type: [TagConfigItemRef], resolve: (c) => c.tags }),
  }),
});

const CompanyTagRef = builder.objectRef<CompanyTags['listTags'][number]>('CompanyTag').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    hexCode: t.exposeString('hexCode'),
    title: t.exposeString('title'),
    isPredefined: t.exposeBoolean('isPredefined'),
  }),
});

const CompanyTagsRef = builder.objectRef<CompanyTags>('CompanyTags').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    companyId: t.exposeInt('companyId'),
    date: t.string({ nullable: true, resolve: (c) => iso(c.date) }),
    listTags: t.field({ type: [CompanyTagRef], resolve: (c) => c.listTags }),
  }),
});

const TagInput = builder.inputType('TagInput', {
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
    args: { processId: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => getTagsConfig(ctx, args.processId),
  }),
);

builder.mutationField('createPersonTag', (t) =>
  t.field({
    type: TagRef,
    description: 'Tags a candidate with a process tag or a company tag (at most 12 tags per candidate).',
    args: {
      processPersonId: t.arg.int({ required: true }),
      code: t.arg.string({ required: true }),
      userId: t.arg.int({ description: 'Ignored: the tag is the caller’s.' }),
    },
    resolve: (_, args, ctx) => createPersonTag(ctx, args.processPersonId, args.code),
  }),
);

builder.mutationField('deletePersonTag', (t) =>
  t.boolean({
    args: { id: t.arg.int({ required: true }), processPersonId: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => deletePersonTag(ctx, args.id, args.processPersonId),
  }),
);

builder.mutationField('createProcessTag', (t) =>
  t.field({
    type: TagsConfigRef,
    args: { processId: t.arg.int({ required: true }), tags: t.arg({ type: [TagInput], required: true }) },
    resolve: (_, args, ctx) => createProcessTag(ctx, args.processId, args.tags),
  }),
);

builder.mutationField('updateProcessTag', (t) =>
  t.field({
    type: TagsConfigRef,
    args: {
      id: t.arg.int({ required: true, description: 'The TagsConfig id (the process id).' }),
      processId: t.arg.int({ required: true }),
      tags: t.arg({ type: [TagInput], required: true }),
    },
    resolve: (_, args, ctx) => updateProcessTag(ctx, args.id, args.processId, args.tags),
  }),
);
