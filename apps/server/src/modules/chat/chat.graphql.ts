import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TYPES, CHAT_PAGE_SIZE } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain } from '../../graphql/enums.js';
import {
  allMessageConnection,
  createConversation,
  createUser,
  createUserConversations,
  getConversation,
  markConversationRead,
  newMessages,
  createMessage,
  getUser,
  type ChatMessageView,
  type ChatUserView,
  type ConversationView,
  type MessageConnection,
  type UserConversationView,
} from './chat.service.js';

const ChatMessageTypeEnum = enumFromDomain('ChatMessageType', CHAT_MESSAGE_TYPES, 'What a chat message is.', {
  TEXT: 'Text written in the chat panel.',
});

const ChatAuthorRef = builder.objectRef<NonNullable<ChatMessageView['user']>>('ChatAuthor').implement({
  description: 'The company user who wrote a chat message.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Their user id.' }),
    name: t.exposeString('name', { description: 'Their name; empty when they have none (never their e-mail).' }),
    email: t.exposeString('email', { description: 'Their e-mail address.' }),
  }),
});

export const ChatMessageRef = builder.objectRef<ChatMessageView>('ChatMessage').implement({
  description: 'A message of a candidate’s chat.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The message id (a UUID the client chose).' }),
    conversationId: t.exposeID('conversationId', {
      description: 'The conversation (the candidate’s participation id).',
    }),
    content: t.exposeString('content', {
      description: 'The text, HTML-escaped as the client sent it; show it as text, never as markup.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the server stored it.' }),
    type: t.expose('type', { type: ChatMessageTypeEnum, description: 'What the message is.' }),
    sender: t.exposeID('sender', {
      nullable: true,
      description: 'The author’s user id; null once the user is deleted.',
    }),
    isSent: t.boolean({
      description: 'Whether the server stored it: always true for a message it answers.',
      resolve: () => true,
    }),
    user: t.expose('user', { type: ChatAuthorRef, nullable: true, description: 'The author; null once deleted.' }),
  }),
});

const MessageConnectionRef = builder.objectRef<MessageConnection>('MessageConnection').implement({
  description: 'A page of a conversation’s messages, newest first.',
  fields: (t) => ({
    messages: t.expose('messages', { type: [ChatMessageRef], description: 'The messages of the page, newest first.' }),
    nextToken: t.exposeString('nextToken', {
      nullable: true,
      description: 'The cursor of the older messages (pass it as `after`); null when there are none.',
    }),
  }),
});

const ConversationRef = builder.objectRef<ConversationView>('Conversation').implement({
  description: 'A candidate’s chat.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The conversation id: the candidate’s participation id (processPersonId).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When its chat was first opened.' }),
  }),
});

const ChatUserRef = builder.objectRef<ChatUserView>('ChatUser').implement({
  description: 'A company user as the chat knows them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Their user id.' }),
    name: t.exposeString('name', { description: 'Their name; empty when they have none (never their e-mail).' }),
    email: t.exposeString('email', { description: 'Their e-mail address.' }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When they first opened a chat in the company.',
    }),
  }),
});

const UserConversationsRef = builder.objectRef<UserConversationView>('UserConversations').implement({
  description: 'A chat user’s membership of a conversation.',
  fields: (t) => ({
    conversationId: t.exposeID('conversationId', { description: 'The conversation.' }),
    userId: t.exposeID('userId', { description: 'The member’s user id.' }),
  }),
});

builder.queryField('allMessageConnection', (t) =>
  t.field({
    type: MessageConnectionRef,
    description: `A candidate’s chat messages, newest first, ${CHAT_PAGE_SIZE} at a time.`,
    args: {
      conversationId: t.arg.id({ required: true, description: 'The conversation (the candidate’s participation id).' }),
      after: t.arg.string({ description: 'The previous page’s nextToken: continue with older messages.' }),
      first: t.arg.int({ description: `Messages per page, 1 to ${CHAT_PAGE_SIZE} (default ${CHAT_PAGE_SIZE}).` }),
    },
    resolve: (_, args, ctx) => allMessageConnection(ctx, args),
  }),
);

builder.queryField('getConversation', (t) =>
  t.field({
    type: ConversationRef,
    nullable: true,
    description: 'A candidate’s conversation; null before its chat is first opened.',
    args: { id: t.arg.id({ required: true, description: 'The candidate’s participation id.' }) },
    resolve: (_, args, ctx) => getConversation(ctx, args.id),
  }),
);

builder.queryField('getUser', (t) =>
  t.field({
    type: ChatUserRef,
    nullable: true,
    description: 'A chat user of the signed-in user’s company (themself included); null before their first chat.',
    args: { id: t.arg.id({ required: true, description: 'The user id.' }) },
    resolve: (_, args, ctx) => getUser(ctx, args.id),
  }),
);

builder.mutationField('createConversation', (t) =>
  t.field({
    type: ConversationRef,
    description: 'Creates a candidate’s conversation if absent (chat initialisation); answers it either way.',
    args: {
      id: t.arg.id({ required: true, description: 'The candidate’s participation id.' }),
      name: t.arg.string({
        description: 'Accepted for the original chat client; the conversation is named by its candidate.',
      }),
      createdAt: t.arg.string({ description: 'Accepted for the original chat client; the server stamps the time.' }),
    },
    resolve: (_, args, ctx) => createConversation(ctx, args.id),
  }),
);

builder.mutationField('createUser', (t) =>
  t.field({
    type: ChatUserRef,
    description: 'Registers the signed-in user as a chat user of their company if absent; answers them either way.',
    args: {
      username: t.arg.string({ description: 'Accepted for the original chat client; the name is the user’s own.' }),
    },
    resolve: (_, __, ctx) => createUser(ctx),
  }),
);

builder.mutationField('createUserConversations', (t) =>
  t.field({
    type: UserConversationsRef,
    description: 'Adds a user of the company (the signed-in one on opening) to a conversation if not a member.',
    args: {
      conversationId: t.arg.id({ required: true, description: 'The conversation.' }),
      userId: t.arg.id({ required: true, description: 'The user: an active member of the signed-in user’s company.' }),
    },
    resolve: (_, args, ctx) => createUserConversations(ctx, args),
  }),
);

builder.mutationField('createMessage', (t) =>
  t.field({
    type: ChatMessageRef,
    description: 'Sends a message to a candidate’s chat; a resend of the same id answers the stored message.',
    args: {
      id: t.arg.id({ required: true, description: 'A UUID the client chose for the message.' }),
      conversationId: t.arg.id({ required: true, description: 'The conversation.' }),
      content: t.arg.string({
        required: true,
        description: `The HTML-escaped text: not empty, no leading space, at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
      }),
      type: t.arg({ type: ChatMessageTypeEnum, description: 'What the message is (default TEXT).' }),
      createdAt: t.arg.string({ description: 'Accepted for the original chat client; the server stamps the time.' }),
      sender: t.arg.id({ description: 'The signed-in user’s id, if given; another user’s is refused.' }),
    },
    resolve: (_, args, ctx) => createMessage(ctx, args),
  }),
);

builder.mutationField('markConversationRead', (t) =>
  t.int({
    description:
      'Marks a conversation read up to its last message for the signed-in user; answers the unread left (0).',
    args: { conversationId: t.arg.id({ required: true, description: 'The conversation.' }) },
    resolve: (_, args, ctx) => markConversationRead(ctx, args.conversationId),
  }),
);

builder.subscriptionField('subscribeToNewMessage', (t) =>
  t.field({
    type: ChatMessageRef,
    description: 'A candidate’s new chat messages from now on (whoever may read the conversation).',
    args: { conversationId: t.arg.id({ required: true, description: 'The conversation.' }) },
    subscribe: (_root, args, ctx) => newMessages(ctx, args.conversationId),
    resolve: (message) => message,
  }),
);
