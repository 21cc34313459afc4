import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateChangedEvent } from '@terna/domain';
import { subscribeOverSse, type SseSubscription } from '../../support/sse-client.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';

/** subscribeToNewMessage (docs/api/chat.md): a posted message reaches the conversation's subscribers, read as each. */

const { t, owner, recruiter, stranger, process } = testSuite({
  members: ['recruiter', 'stranger'],
  process: { name: 'CHAT EN VIVO' },
});
let baseUrl: string;
const open: SseSubscription<unknown>[] = [];

interface Live {
  subscribeToNewMessage: { id: string; content: string; isSent: boolean; user: { id: string } };
}
const SUBSCRIPTION = `subscription ($conversationId: ID!) {
  subscribeToNewMessage(conversationId: $conversationId) { id content isSent user { id } } }`;

const subscribe = async (member: Member, conversationId: number) => {
  const subscription = await subscribeOverSse<Live>(baseUrl, member.token, SUBSCRIPTION, { conversationId });
  open.push(subscription);
  return subscription;
};
const conversation = async () => {
  const { processPersonId } = await t.buildProcessPerson({ processId: process.id });
  const opened = await t.gql(owner.token, 'mutation ($id: ID!) { createConversation(id: $id) { id } }', {
    id: processPersonId,
  });
  expect(opened.errors).toBeUndefined();
  return processPersonId;
};
const send = (member: Member, conversationId: number, content: string) =>
  t.gql<{ createMessage: { id: string } }>(
    member.token,
    'mutation ($id: ID!, $c: ID!, $content: String!) { createMessage(id: $id, conversationId: $c, content: $content) { id } }',
    { id: randomUUID(), c: conversationId, content },
  );

beforeAll(async () => {
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(() => open.forEach((subscription) => subscription.close()));

describe('subscribeToNewMessage', () => {
  it('delivers a new message to each subscriber of the conversation, author included, and not elsewhere', async () => {
    const id = await conversation();
    const other = await conversation();
    const [mine, theirs, elsewhere] = await Promise.all([
      subscribe(owner, id),
      subscribe(recruiter, id),
      subscribe(owner, other),
    ]);
    const sent = await send(recruiter, id, 'Hola equipo');
    expect(sent.errors).toBeUndefined();
    for (const subscription of [mine, theirs]) {
      expect(await subscription.next()).toEqual({
        data: {
          subscribeToNewMessage: {
            id: sent.data!.createMessage.id,
            content: 'Hola equipo',
            isSent: true,
            user: { id: String(recruiter.user.id) },
          },
        },
      });
    }
    await expect(elsewhere.next(300)).rejects.toThrow(/No subscription result/);
  });

  it('tells nothing of a refused message, and refuses another company’s conversation when subscribing', async () => {
    const id = await conversation();
    const live = await subscribe(owner, id);
    expect((await send(recruiter, id, '<b>no</b>')).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    await expect(live.next(300)).rejects.toThrow(/No subscription result/);
    const foreign = await subscribe(stranger, id);
    expect((await foreign.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tells the process’s candidate list that the candidate’s chat changed', async () => {
    const id = await conversation();
    const changes = await subscribeOverSse<{ candidateChanged: CandidateChangedEvent }>(
      baseUrl,
      owner.token,
      'subscription ($p: Int!) { candidateChanged(processId: $p) { processPersonId reason } }',
      { p: process.id },
    );
    open.push(changes);
    await send(recruiter, id, 'Nuevo');
    expect((await changes.next()).data).toEqual({
      candidateChanged: { processPersonId: String(id), reason: 'CHAT' },
    });
  });
});
