import { RESOURCE_KINDS } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain, LocaleEnum } from '../../graphql/enums.js';
import {
  deleteResourceItem,
  getResourceItem,
  isResourcePublisher,
  listResourceItems,
  publishResourceItem,
  updateResourceItem,
  type ResourceItemPage,
  type ResourceItemView,
} from './resource-item.service.js';

const ResourceKindEnum = enumFromDomain('ResourceKind', RESOURCE_KINDS, 'What a resource-centre item is.', {
  VIDEO: 'A training video, by its link.',
  DOCUMENT: 'A document to download: an uploaded file or a link.',
  GUIDE: 'A guide to read in the product, written in Markdown.',
});

const ResourceItemRef = builder.objectRef<ResourceItemView>('ResourceItem').implement({
  description: 'A video, document or guide of the resource centre, published by Terna for every company.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The item id.' }),
    kind: t.expose('kind', { type: ResourceKindEnum, description: 'Video, document or guide.' }),
    slug: t.exposeString('slug', { description: 'The address of its page: /resource-center/guides/{slug}.' }),
    title: t.exposeString('title', { description: 'The title.' }),
    description: t.exposeString('description', { description: 'A short summary; may be empty.' }),
    language: t.expose('language', { type: LocaleEnum, description: 'The language it is written or spoken in.' }),
    url: t.exposeString('url', {
      description:
        'A video’s or document’s address: external, or /files/{key} for an uploaded file; empty for a guide.',
    }),
    body: t.exposeString('body', { description: 'A guide’s text in Markdown; empty for a video or document.' }),
    published: t.exposeBoolean('published', { description: 'Whether companies see it (false: a draft).' }),
    publishedAt: t.expose('publishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was first published; null for a draft.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const ResourceItemPageRef = builder.objectRef<ResourceItemPage>('ResourceItemPage').implement({
  description: 'A page of resource-centre items, newest first.',
  fields: (t) => ({
    data: t.expose('data', { type: [ResourceItemRef], description: 'The items of the page.' }),
    total: t.exposeInt('total', { description: 'How many items match, on every page.' }),
  }),
});

const ResourceItemInput = builder.inputType('ResourceItemInput', {
  description: 'A resource-centre item as a Terna administrator writes it.',
  fields: (t) => ({
    kind: t.field({ type: ResourceKindEnum, required: true, description: 'Video, document or guide.' }),
    title: t.string({ required: true, description: '3 to 160 characters.' }),
    description: t.string({ required: true, description: 'Up to 500 characters; may be empty.' }),
    language: t.field({ type: LocaleEnum, required: true, description: 'The language of the content.' }),
    url: t.string({
      required: true,
      description: 'For a video or document: an http(s) address or an uploaded /files/{key}; ignored for a guide.',
    }),
    body: t.string({
      required: true,
      description: 'For a guide: its Markdown, 50 to 20,000 characters; ignored otherwise.',
    }),
    published: t.boolean({ required: true, description: 'Show it to companies now (false keeps a draft).' }),
  }),
});

builder.queryField('resourceItems', (t) =>
  t.field({
    type: ResourceItemPageRef,
    description:
      'The resource centre’s published items (a Terna administrator sees drafts too), by kind and language; the search ignores accents and case.',
    args: {
      kind: t.arg({ type: ResourceKindEnum, description: 'Only this kind; all when left out.' }),
      language: t.arg({ type: LocaleEnum, description: 'Only this language; all when left out.' }),
      search: t.arg.string({ description: 'Words in the title, description or guide text; up to 100 characters.' }),
      page: t.arg.int({ description: 'The page, from 1 (default 1).' }),
      size: t.arg.int({ description: 'Items per page, 1 to 50 (default 12).' }),
    },
    resolve: (_, args, ctx) => listResourceItems(ctx, args),
  }),
);

builder.queryField('resourceItem', (t) =>
  t.field({
    type: ResourceItemRef,
    description: 'One resource-centre item by id or by slug (exactly one of them); a draft is NOT_FOUND to companies.',
    args: {
      id: t.arg.int({ description: 'The item id.' }),
      slug: t.arg.string({ description: 'The item’s slug, as in its page address.' }),
    },
    resolve: (_, args, ctx) => getResourceItem(ctx, args),
  }),
);

builder.queryField('resourceCenterPublisher', (t) =>
  t.boolean({
    description: 'Whether the signed-in user is a Terna administrator who may publish in the resource centre.',
    resolve: (_, __, ctx) => isResourcePublisher(ctx),
  }),
);

builder.mutationField('publishResourceItem', (t) =>
  t.field({
    type: ResourceItemRef,
    description: 'Adds a resource-centre item for every company. Terna administrators only (FORBIDDEN otherwise).',
    args: { input: t.arg({ type: ResourceItemInput, required: true, description: 'The item.' }) },
    resolve: (_, args, ctx) => publishResourceItem(ctx, args.input),
  }),
);

builder.mutationField('updateResourceItem', (t) =>
  t.field({
    type: ResourceItemRef,
    description: 'Rewrites a resource-centre item; its slug stays. Terna administrators only.',
    args: {
      id: t.arg.int({ required: true, description: 'The item id.' }),
      input: t.arg({ type: ResourceItemInput, required: true, description: 'The whole item again.' }),
    },
    resolve: (_, args, ctx) => updateResourceItem(ctx, args.id, args.input),
  }),
);

builder.mutationField('deleteResourceItem', (t) =>
  t.int({
    description: 'Removes a resource-centre item and its uploaded file; answers its id. Terna administrators only.',
    args: { id: t.arg.int({ required: true, description: 'The item id.' }) },
    resolve: (_, args, ctx) => deleteResourceItem(ctx, args.id),
  }),
);
