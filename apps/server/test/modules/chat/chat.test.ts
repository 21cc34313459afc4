import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, escapeChatContent } from '@terna/domain';
import { afterCommitSettled } from '../../../src/db/tenant.js';
import {
  agencies,
  chatConversations,
  chatMessages,
  memberships,
  notifications,
  users,
} from '../../../src/db/schema/index.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';

/**
 * A candidate's chat (issue 20, docs/api/chat.md): the AppSync sample's operations on our API, one
 * conversation per candidate, escaped content, pages of CHAT_PAGE_SIZE by cursor, the list's unread
 * badge and mentions that notify.
 */

const { t, owner, recruiter, viewer, stranger, process } = testSuite({
  members: ['recruiter', 'viewer', 'stranger'],
  process: { name: 'ANALISTA DE CRÉDITOS', withJobOpportunity: true },
});

interface Message {
  id: string;
  conversationId: string;
  content: string;
  createdAt: string;
  type: string;
  sender: string | null;
  isSent: boolean;
  user: { id: string; name: string; email: string } | null;
}

const MESSAGE = 'id conversationId content createdAt type sender isSent user { id name email }';
const CREATE_MESSAGE = `mutation Send($id: ID!, $conversationId: ID!, $content: String!, $sender: ID) {
  createMessage(id: $id, conversationId: $conversationId, content: $content, sender: $sender) { ${MESSAGE} } }`;
const PAGE = `query Page($conversationId: ID!, $after: String, $first: Int) {
  allMessageConnection(conversationId: $conversationId, after: $after, first: $first) { messages { ${MESSAGE} } nextToken } }`;

const send = (member: Member, conversationId: number, content: string, extra: Record<string, unknown> = {}) =>
  t.gql<{ createMessage: Message }>(member.token, CREATE_MESSAGE, {
    id: randomUUID(),
    conversationId,
    content,
    ...extra,
  });
const page = (member: Member, conversationId: number, after?: string | null, first?: number) =>
  t.gql<{ allMessageConnection: { messages: Message[]; nextToken: string | null } }>(member.token, PAGE, {
    conversationId,
    after,
    first,
  });
const open = async (member: Member, conversationId: number) => {
  const created = await t.gql<{ createConversation: { id: string } }>(
    member.token,
    'mutation Open($id: ID!) { createConversation(id: $id) { id createdAt } }',
    { id: conversationId },
  );
  expect(created.errors).toBeUndefined();
  const joined = await t.gql(
    member.token,
    'mutation Join($c: ID!, $u: ID!) { createUserConversations(conversationId: $c, userId: $u) { conversationId userId } }',
    { c: conversationId, u: member.user.id },
  );
  expect(joined.errors).toBeUndefined();
};
const candidate = async (firstName = 'Valeria') =>
  (await t.buildProcessPerson({ processId: process.id, person: { firstName, lastName: 'Quispe' } })).processPersonId;
const storedMessages = async (conversationId: number) =>
  (await t.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId)))[0]!.n;

describe('chat initialisation', () => {
  it('creates the conversation, the user and the membership once, whatever the order of retries', async () => {
    const id = await candidate();
    const before = await t.gql<{ getConversation: null; getUser: null }>(
      viewer.token,
      'query Q($id: ID!, $u: ID!) { getConversation(id: $id) { id } getUser(id: $u) { id } }',
      { id, u: viewer.user.id },
    );
    expect(before.data).toEqual({ getConversation: null, getUser: null });

    const opened = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.gql<{ createConversation: { id: string } }>(
          viewer.token,
          'mutation Open($id: ID!) { createConversation(id: $id, name: "x") { id } }',
          { id },
        ),
      ),
    );
    expect(opened.map((r) => r.errors)).toEqual(Array.from({ length: 20 }, () => undefined));
    expect(opened.map((r) => r.data!.createConversation.id)).toEqual(Array.from({ length: 20 }, () => String(id)));
    expect(await t.db.select().from(chatConversations).where(eq(chatConversations.id, id))).toHaveLength(1);

    const user = await t.gql<{ createUser: { id: string; name: string; email: string } }>(
      viewer.token,
      'mutation { createUser(username: "ignored") { id name email createdAt } }',
    );
    expect(user.data!.createUser).toMatchObject({
      id: String(viewer.user.id),
      name: `${viewer.user.firstName} ${viewer.user.lastName}`,
      email: viewer.user.email,
    });
    await open(viewer, id);
    const after = await t.gql<{ getConversation: { id: string }; getUser: { id: string } }>(
      owner.token,
      'query Q($id: ID!, $u: ID!) { getConversation(id: $id) { id } getUser(id: $u) { id } }',
      { id, u: viewer.user.id },
    );
    expect(after.data).toEqual({ getConversation: { id: String(id) }, getUser: { id: String(viewer.user.id) } });
  });

  it('answers another company’s candidate, conversation or user as not found, and changes nothing', async () => {
    const id = await candidate();
    await open(owner, id);
    await send(owner, id, 'Confidencial');
    const calls = [
      page(stranger, id),
      t.gql(stranger.token, 'query Q($id: ID!) { getConversation(id: $id) { id } }', { id }),
      t.gql(stranger.token, 'mutation M($id: ID!) { createConversation(id: $id) { id } }', { id }),
      t.gql(
        stranger.token,
        'mutation M($c: ID!, $u: ID!) { createUserConversations(conversationId: $c, userId: $u) { userId } }',
        {
          c: id,
          u: stranger.user.id,
        },
      ),
      send(stranger, id, 'Hola'),
      t.gql(stranger.token, 'mutation M($c: ID!) { markConversationRead(conversationId: $c) }', { c: id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const foreignUser = await t.gql(owner.token, 'query Q($u: ID!) { getUser(id: $u) { id } }', {
      u: stranger.user.id,
    });
    expect(foreignUser.data).toEqual({ getUser: null });
    // Adding a user of another company to one's own conversation is refused too.
    const foreignMember = await t.gql(
      owner.token,
      'mutation M($c: ID!, $u: ID!) { createUserConversations(conversationId: $c, userId: $u) { userId } }',
      { c: id, u: stranger.user.id },
    );
    expect(foreignMember.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await storedMessages(id)).toBe(1);
  });

  it('keeps a member limited to an agency out of the chat of a company-wide process’s candidate', async () => {
    const id = await candidate();
    await open(owner, id);
    const limited = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    const [agency] = await t.db
      .insert(agencies)
      .values({ companyId: owner.company.id, name: 'Sede Norte' })
      .returning({ id: agencies.id });
    await t.db
      .update(memberships)
      .set({ scope: 'agency', agencyId: agency!.id })
      .where(and(eq(memberships.userId, limited.user.id), eq(memberships.companyId, owner.company.id)));
    const token = await t.login(limited.user.email);
    const scoped = { ...limited, token };
    expect((await page(scoped, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await send(scoped, id, 'Hola')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await storedMessages(id)).toBe(0);
  });
});

describe('createMessage and allMessageConnection', () => {
  it('stores the escaped text with the server’s time and author, and pages it newest first by cursor', async () => {
    const id = await candidate();
    await open(recruiter, id);
    const first = await send(recruiter, id, escapeChatContent('<b>Hola</b>\n¿"todo" bien?'));
    expect(first.errors).toBeUndefined();
    expect(first.data!.createMessage).toMatchObject({
      conversationId: String(id),
      content: '&lt;b&gt;Hola&lt;/b&gt;&#10;¿&quot;todo&quot; bien?',
      type: 'TEXT',
      sender: String(recruiter.user.id),
      isSent: true,
      user: {
        id: String(recruiter.user.id),
        name: `${recruiter.user.firstName} ${recruiter.user.lastName}`,
        email: recruiter.user.email,
      },
    });
    for (let n = 2; n <= CHAT_PAGE_SIZE + 2; n += 1) await send(owner, id, `Mensaje ${n}`);

    const newest = (await page(viewer, id)).data!.allMessageConnection;
    expect(newest.messages.map((m) => m.content)).toEqual(
      Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `Mensaje ${CHAT_PAGE_SIZE + 2 - i}`),
    );
    expect(newest.nextToken).toEqual(expect.any(String));
    const older = (await page(viewer, id, newest.nextToken)).data!.allMessageConnection;
    expect(older.messages.map((m) => m.content)).toEqual(['Mensaje 2', first.data!.createMessage.content]);
    expect(older.nextToken).toBeNull();
    const small = (await page(viewer, id, null, 2)).data!.allMessageConnection;
    expect(small.messages).toHaveLength(2);

    const tooMany = await page(viewer, id, null, CHAT_PAGE_SIZE + 1);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    const badCursor = await page(viewer, id, 'abc');
    expect(badCursor.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it('names an author without a name with an empty name, never their e-mail', async () => {
    const id = await candidate();
    await open(recruiter, id);
    const named = { firstName: recruiter.user.firstName, lastName: recruiter.user.lastName };
    await t.db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, recruiter.user.id));
    try {
      expect((await send(recruiter, id, 'Sin nombre')).errors).toBeUndefined();
      const [message] = (await page(owner, id)).data!.allMessageConnection.messages;
      expect(message!.user).toEqual({ id: String(recruiter.user.id), name: '', email: recruiter.user.email });
    } finally {
      await t.db.update(users).set(named).where(eq(users.id, recruiter.user.id));
    }
  });

  it('refuses empty, space-led, raw markup and oversized messages with the invalid-message text, storing nothing', async () => {
    const id = await candidate();
    await open(recruiter, id);
    const bad = ['', ' hola', '\nhola', '<script>alert(1)</script>', 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)];
    for (const content of bad) {
      const response = await send(recruiter, id, content);
      expect(response.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_INPUT',
        fields: { content: 'El mensaje no es válido: escribe algo y no lo empieces con un espacio.' },
      });
    }
    // 100 kB: refused before it is parsed or by the length rule, never stored.
    const huge = await send(recruiter, id, 'x'.repeat(100 * 1024));
    expect(huge.errors?.[0]?.extensions?.code).toMatch(/^(BAD_INPUT|REQUEST_TOO_LARGE)$/);
    const notUuid = await send(recruiter, id, 'Hola', { id: 'not-a-uuid' });
    expect(notUuid.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    const impostor = await send(recruiter, id, 'Hola', { sender: owner.user.id });
    expect(impostor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await storedMessages(id)).toBe(0);
  });

  it('stores a resent message once and refuses an id another message has', async () => {
    const id = await candidate();
    await open(recruiter, id);
    const messageId = randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 20 }, () => send(recruiter, id, 'Reenviado', { id: messageId })),
    );
    expect(sends.map((r) => r.data?.createMessage.id)).toEqual(Array.from({ length: 20 }, () => messageId));
    expect(await storedMessages(id)).toBe(1);
    const clash = await send(owner, id, 'Otro texto', { id: messageId });
    expect(clash.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(await storedMessages(id)).toBe(1);
  });

  it('needs the conversation and refuses a message to a candidate whose chat was never opened', async () => {
    const id = await candidate();
    expect((await send(recruiter, id, 'Hola')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await page(recruiter, id)).data!.allMessageConnection).toEqual({ messages: [], nextToken: null });
  });
});

describe('unread counts and mentions', () => {
  const unread = async (member: Member, id: number) => {
    const response = await t.gql<{ processPersonPaginated: { data: { id: number; unreadMessages: number }[] } }>(
      member.token,
      'query L($processId: Int!) { processPersonPaginated(processId: $processId, size: 100) { data { id unreadMessages } } }',
      { processId: process.id },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.processPersonPaginated.data.find((row) => row.id === id)!.unreadMessages;
  };

  it('counts others’ messages after the reader’s marker on the candidate list row, per user', async () => {
    const id = await candidate();
    await open(recruiter, id);
    await send(recruiter, id, 'Uno');
    await send(recruiter, id, 'Dos');
    expect(await unread(owner, id)).toBe(2);
    expect(await unread(recruiter, id)).toBe(0);
    const marked = await t.gql(owner.token, 'mutation M($c: ID!) { markConversationRead(conversationId: $c) }', {
      c: id,
    });
    expect(marked.data).toEqual({ markConversationRead: 0 });
    expect(await unread(owner, id)).toBe(0);
    await send(recruiter, id, 'Tres');
    expect(await unread(owner, id)).toBe(1);
    expect(await unread(viewer, id)).toBe(3);
  });

  it('notifies a mentioned member once after the commit, never the author nor another company', async () => {
    const id = await candidate('Mencionada');
    await open(owner, id);
    const mention = (userId: number) =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'CHAT_MENTION'),
            eq(notifications.processPersonId, id),
          ),
        );
    const sent = await send(
      owner,
      id,
      escapeChatContent(
        `@${recruiter.user.firstName} ${recruiter.user.lastName} y @${owner.user.firstName}: revisen su CV`,
      ),
    );
    expect(sent.errors).toBeUndefined();
    await afterCommitSettled();
    const [notified] = await mention(recruiter.user.id);
    expect(notified).toMatchObject({
      companyId: owner.company.id,
      processId: process.id,
      payload: { candidateName: 'Mencionada Quispe', processName: process.name, composedScore: null },
    });
    expect(await mention(recruiter.user.id)).toHaveLength(1);
    expect(await mention(owner.user.id)).toHaveLength(0);
    expect(await mention(viewer.user.id)).toHaveLength(0);
    expect(await mention(stranger.user.id)).toHaveLength(0);
    // A failed message mentions nobody.
    await send(owner, id, ` @${viewer.user.firstName}`);
    await afterCommitSettled();
    expect(await mention(viewer.user.id)).toHaveLength(0);
  });
});
