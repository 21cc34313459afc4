import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  CHAT_MESSAGE_TYPES,
  CHAT_PAGE_SIZE,
  candidatePagePath,
  chatContentSchema,
  idParamSchema,
  mentionedMembers,
  unescapeChatContent,
  type ChatMessageType,
  type ComponentType,
  type NotificationPayload,
} from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import {
  chatConversations,
  chatMemberships,
  chatMessages,
  chatUsers,
  memberships,
  notifications,
  processPersons,
  users,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { publishAfterCommit, readAsSubscriber } from '../../realtime/index.js';
import { parseInput } from '../../validation.js';
import { userFullName } from '../users/index.js';

// The chat of a candidate (spec 3 §2-§7, docs/decisions/024-chat.md). A conversation's id is the
// candidate's participation id, so the panel knows it before it exists; chat users are the company's
// users (their Terna id, name and e-mail); every read goes through the candidate, whose row-level
// security holds the company and the member's agency or department scope.

type Reader = Pick<Database, 'select' | 'execute'>;

/** A chat user (spec 3 §3): a company user who opened a chat. */
export interface ChatUserView {
  id: number;
  name: string;
  email: string;
  createdAt: Date;
}

export interface ConversationView {
  id: number;
  createdAt: Date;
}

export interface ChatMessageView {
  id: string;
  conversationId: number;
  /** As the client sent it: HTML-escaped (spec 3 §5). */
  content: string;
  createdAt: Date;
  type: ChatMessageType;
  /** The author's user id; null once the user is deleted. */
  sender: number | null;
  user: { id: number; name: string; email: string } | null;
}

export interface MessageConnection {
  messages: ChatMessageView[];
  nextToken: string | null;
}

export interface UserConversationView {
  conversationId: number;
  userId: number;
}

const conversationIdSchema = idParamSchema;

/** Who may read and write a candidate's chat: whoever sees the candidate. */
function chatCaller(ctx: RequestContext): Caller {
  return requirePermission(ctx, 'candidate.view');
}

/**
 * The candidate whose chat `conversationId` is, as the caller sees it (NOT_FOUND for another company's
 * candidate or one outside the member's scope: the policies hide it).
 */
export async function visibleCandidate(
  db: Reader,
  caller: Pick<Caller, 'companyId'>,
  conversationId: number,
): Promise<{ id: number; processId: number }> {
  const [candidate] = await db
    .select({ id: processPersons.id, processId: processPersons.processId })
    .from(processPersons)
    .where(and(eq(processPersons.id, conversationId), eq(processPersons.companyId, caller.companyId)));
  if (!candidate) throw new DomainError('NOT_FOUND');
  return candidate;
}

// Empty for a member without a name: never their e-mail (docs/decisions/031-observer-privacy.md).
const displayName = sql<string>`coalesce(${userFullName('users')}, '')`;

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  type: sql<ChatMessageType>`${chatMessages.type}`,
  sender: chatMessages.senderId,
  userId: users.id,
  userName: displayName,
  userEmail: users.email,
  seq: chatMessages.seq,
};

interface MessageRow {
  id: string;
  conversationId: number;
  content: string;
  createdAt: Date;
  type: ChatMessageType;
  sender: number | null;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  seq: number;
}

function messageView(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    createdAt: row.createdAt,
    type: row.type,
    sender: row.sender,
    user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' },
  };
}

/** One message of a conversation the reader sees, by its id; null when there is none. */
export async function readMessage(
  db: Reader,
  caller: Pick<Caller, 'companyId'>,
  conversationId: number,
  messageId: string,
): Promise<ChatMessageView | null> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.companyId, caller.companyId),
      ),
    );
  return row ? messageView(row as MessageRow) : null;
}

const pageSchema = z.object({
  conversationId: conversationIdSchema,
  first: z
    .number()
    .int()
    .min(1)
    .max(CHAT_PAGE_SIZE)
    .nullish()
    .transform((value) => value ?? CHAT_PAGE_SIZE),
  after: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .nullish()
    .transform((value) => (value ? Number(value) : null)),
});

/**
 * allMessageConnection(conversationId, after, first): the conversation's messages, newest first, `first`
 * (at most CHAT_PAGE_SIZE) at a time; `nextToken` continues with older ones (null at the oldest). A
 * candidate whose chat was never opened has none.
 */
export async function allMessageConnection(ctx: RequestContext, args: unknown): Promise<MessageConnection> {
  const caller = chatCaller(ctx);
  const input = parseInput(ctx, pageSchema, args);
  await visibleCandidate(ctx.db, caller, input.conversationId);
  const rows = (await ctx.db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.conversationId, input.conversationId),
        input.after === null ? undefined : lt(chatMessages.seq, input.after),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(input.first + 1)) as MessageRow[];
  const page = rows.slice(0, input.first);
  const more = rows.length > input.first;
  return { messages: page.map(messageView), nextToken: more ? String(page[page.length - 1]!.seq) : null };
}

/** getConversation(id): the candidate's conversation, or null before its chat is first opened. */
export async function getConversation(ctx: RequestContext, id: unknown): Promise<ConversationView | null> {
  const caller = chatCaller(ctx);
  const conversationId = parseInput(ctx, conversationIdSchema, id);
  await visibleCandidate(ctx.db, caller, conversationId);
  const [row] = await ctx.db
    .select({ id: chatConversations.id, createdAt: chatConversations.createdAt })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  return row ?? null;
}

/**
 * createConversation(id): the candidate's conversation (spec 3 §4, created if absent); making it twice,
 * or twenty times at once, makes one. The client's name and createdAt are not kept: the id is the candidate.
 */
export async function createConversation(ctx: RequestContext, id: unknown): Promise<ConversationView> {
  const caller = chatCaller(ctx);
  const conversationId = parseInput(ctx, conversationIdSchema, id);
  await visibleCandidate(ctx.db, caller, conversationId);
  await ctx.db
    .insert(chatConversations)
    .values({ id: conversationId, companyId: caller.companyId })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ id: chatConversations.id, createdAt: chatConversations.createdAt })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  return row!;
}

async function chatUserOf(db: Reader, companyId: number, userId: number): Promise<ChatUserView | null> {
  const [row] = await db
    .select({ id: users.id, name: displayName, email: users.email, createdAt: chatUsers.createdAt })
    .from(chatUsers)
    .innerJoin(users, eq(users.id, chatUsers.userId))
    .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.userId, userId)));
  return row ?? null;
}

/** getUser(id): a chat user of the caller's company (the caller themself included), or null if they never opened a chat. */
export async function getUser(ctx: RequestContext, id: unknown): Promise<ChatUserView | null> {
  const caller = chatCaller(ctx);
  return chatUserOf(ctx.db, caller.companyId, parseInput(ctx, idParamSchema, id));
}

async function ensureChatUser(db: Database, caller: Caller): Promise<void> {
  await db.insert(chatUsers).values({ companyId: caller.companyId, userId: caller.userId }).onConflictDoNothing();
}

/** createUser: registers the caller as a chat user (spec 3 §4, created if absent); their name and e-mail are their user's. */
export async function createUser(ctx: RequestContext): Promise<ChatUserView> {
  const caller = chatCaller(ctx);
  await ensureChatUser(ctx.db, caller);
  return (await chatUserOf(ctx.db, caller.companyId, caller.userId))!;
}

const membershipSchema = z.object({ conversationId: conversationIdSchema, userId: idParamSchema });

async function requireConversation(db: Reader, conversationId: number): Promise<void> {
  const [conversation] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  if (!conversation) throw new DomainError('NOT_FOUND');
}

/**
 * createUserConversations(conversationId, userId): adds a chat user to the conversation (spec 3 §4, if
 * not a member): the caller themself on opening, or an active member of the caller's company (the
 * original chat service added both ends); anyone else is NOT_FOUND. Membership only keeps how far
 * the user has read: what they may read is their candidate access.
 */
export async function createUserConversations(ctx: RequestContext, args: unknown): Promise<UserConversationView> {
  const caller = chatCaller(ctx);
  const input = parseInput(ctx, membershipSchema, args);
  await visibleCandidate(ctx.db, caller, input.conversationId);
  await requireConversation(ctx.db, input.conversationId);
  const [member] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, input.userId),
        eq(memberships.companyId, caller.companyId),
        eq(memberships.status, 'ACTIVE'),
      ),
    );
  if (!member) throw new DomainError('NOT_FOUND');
  const user = { companyId: caller.companyId, userId: input.userId };
  await ctx.db.insert(chatUsers).values(user).onConflictDoNothing();
  await ctx.db
    .insert(chatMemberships)
    .values({ ...user, conversationId: input.conversationId })
    .onConflictDoNothing();
  return { conversationId: input.conversationId, userId: input.userId };
}

const messageSchema = z.object({
  id: z.uuid(),
  conversationId: conversationIdSchema,
  content: chatContentSchema,
  type: z
    .enum(CHAT_MESSAGE_TYPES)
    .nullish()
    .transform((value) => value ?? 'TEXT'),
  sender: idParamSchema.nullish(),
});

/** Moves the member's read marker to the conversation's last message (never back). */
async function markRead(db: Database, caller: Caller, conversationId: number): Promise<void> {
  const last = sql`(select coalesce(max(m.seq), 0) from chat_messages m where m.conversation_id = ${conversationId})`;
  await db
    .insert(chatMemberships)
    .values({ conversationId, userId: caller.userId, companyId: caller.companyId, readSeq: last })
    .onConflictDoUpdate({
      target: [chatMemberships.conversationId, chatMemberships.userId],
      set: { readSeq: sql`greatest(${chatMemberships.readSeq}, excluded.read_seq)` },
    });
}

/**
 * createMessage(id, conversationId, content, type, createdAt, sender): stores the caller's message in
 * the candidate's conversation (which must exist: NOT_FOUND). The content is the escaped text of
 * spec 3 §5 (BAD_INPUT validation.chat_message when empty, starting with a space, holding raw markup
 * or too long). The server stamps the time and the sender (a `sender` other than the caller is
 * FORBIDDEN). The id is the client's: a resend answers the stored message; an id another message has
 * is BAD_INPUT. The sender becomes a member and has read up to their own message. The members it
 * mentions hear of it once the message is committed.
 */
export async function createMessage(ctx: RequestContext, args: unknown): Promise<ChatMessageView> {
  const caller = chatCaller(ctx);
  const input = parseInput(ctx, messageSchema, args);
  if (input.sender != null && input.sender !== caller.userId) throw new DomainError('FORBIDDEN');
  const candidate = await visibleCandidate(ctx.db, caller, input.conversationId);
  await requireConversation(ctx.db, input.conversationId);
  await ensureChatUser(ctx.db, caller);
  const inserted = await ctx.db
    .insert(chatMessages)
    .values({
      id: input.id,
      conversationId: input.conversationId,
      companyId: caller.companyId,
      senderId: caller.userId,
      type: input.type,
      content: input.content,
    })
    .onConflictDoNothing()
    .returning({ seq: chatMessages.seq });
  const message = await readMessage(ctx.db, caller, input.conversationId, input.id);
  if (!message || message.sender !== caller.userId || message.content !== input.content) {
    throw new DomainError('BAD_INPUT', {}, { id: { key: 'validation.duplicate', params: {} } });
  }
  await markRead(ctx.db, caller, input.conversationId);
  if (inserted.length > 0) {
    publishAfterCommit(ctx, 'chatMessage', input.conversationId, {
      conversationId: input.conversationId,
      messageId: message.id,
    });
    // The candidate list's unread badges of the process.
    publishAfterCommit(ctx, 'candidateChanged', candidate.processId, {
      processId: candidate.processId,
      processPersonId: candidate.id,
      reason: 'CHAT',
    });
    ctx.afterCommit((db) => notifyMentions(db, message.id));
  }
  return message;
}

/**
 * subscribeToNewMessage(conversationId): the conversation's new messages from now on, for whoever may
 * read it (checked once, as allMessageConnection would: NOT_FOUND otherwise). Each message is read as
 * the subscriber; one they can no longer see (their scope narrowed, the candidate deleted) is skipped.
 */
export async function newMessages(
  ctx: RequestContext,
  conversationId: unknown,
): Promise<AsyncIterable<ChatMessageView>> {
  const caller = chatCaller(ctx);
  const id = parseInput(ctx, conversationIdSchema, conversationId);
  await readAsSubscriber(ctx, (db) => visibleCandidate(db, caller, id));
  const events = ctx.realtime.subscribe('chatMessage', id);
  return (async function* () {
    for await (const event of events) {
      const message = await readAsSubscriber(ctx, (db) => readMessage(db, caller, id, event.messageId));
      if (message) yield message;
    }
  })();
}

/** markConversationRead(conversationId): the caller has read the conversation up to its last message; answers 0. */
export async function markConversationRead(ctx: RequestContext, conversationId: unknown): Promise<number> {
  const caller = chatCaller(ctx);
  const id = parseInput(ctx, conversationIdSchema, conversationId);
  await visibleCandidate(ctx.db, caller, id);
  await requireConversation(ctx.db, id);
  await markRead(ctx.db, caller, id);
  return 0;
}

interface MentionContext {
  company_id: number;
  conversation_id: number;
  process_id: number;
  agency_id: number | null;
  department_id: number | null;
  sender_id: number | null;
  content: string;
  candidate_name: string;
  process_name: string;
  first_component: ComponentType | null;
}

/**
 * Notifies the members a stored message mentions (`@First Last` or `@First`, spec'd in
 * docs/decisions/024-chat.md): active members of the company, other than the author, whose role
 * lets them see candidates and whose scope holds the candidate's process. Runs on the owner
 * connection after the message's commit, once per message.
 */
export async function notifyMentions(db: Database, messageId: string): Promise<void> {
  const [message] = await queryRows<MentionContext>(
    db,
    sql`select m.company_id, m.conversation_id, pp.process_id, p.agency_id, p.department_id, m.sender_id, m.content,
        trim(concat_ws(' ', pe.first_name, pe.last_name)) as candidate_name, p.name as process_name,
        (select jc.component_type from job_opportunities jo join job_components jc on jc.job_opportunity_id = jo.id
          where jo.process_id = p.id order by jc."order", jc.id limit 1) as first_component
      from chat_messages m join process_persons pp on pp.id = m.conversation_id
        join persons pe on pe.id = pp.person_id join processes p on p.id = pp.process_id
      where m.id = ${messageId}`,
  );
  if (!message || !message.content.includes('@')) return;
  const members = await queryRows<{ user_id: number; name: string }>(
    db,
    sql`select u.id as user_id, trim(concat_ws(' ', u.first_name, u.last_name)) as name
      from memberships m join users u on u.id = m.user_id left join company_roles cr on cr.id = m.custom_role_id
      where m.company_id = ${message.company_id} and m.status = 'ACTIVE'
        and m.user_id is distinct from ${message.sender_id}
        and (m.agency_id is null or (m.agency_id = ${message.agency_id}
          and (m.department_id is null or m.department_id = ${message.department_id})))
        and 'candidate.view' = any(coalesce(cr.permissions, array(select pm.action from role_permissions rp
          join permissions pm on pm.id = rp.permission_id where rp.role = m.role)))
      order by u.id`,
  );
  const mentioned = mentionedMembers(
    unescapeChatContent(message.content),
    members.map((member) => member.name),
  ).map((index) => members[index]!);
  if (mentioned.length === 0) return;
  const payload: NotificationPayload = {
    candidateName: message.candidate_name,
    processName: message.process_name,
    composedScore: null,
    link: message.first_component
      ? candidatePagePath(message.process_id, message.conversation_id, message.first_component)
      : `/cap/process/${message.process_id}/control/people`,
  };
  await db.insert(notifications).values(
    mentioned.map((member) => ({
      companyId: message.company_id,
      userId: member.user_id,
      kind: 'CHAT_MENTION' as const,
      processId: message.process_id,
      processPersonId: message.conversation_id,
      payload,
    })),
  );
}
