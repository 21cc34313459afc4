import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateChangedEvent } from '@terna/domain';
import { subscribeOverSse, type SseSubscription } from '../support/sse-client.js';
import { testSuite } from '../support/suite.js';

/** The Subscription type over GraphQL over SSE: authentication, tenancy and scope as queries have them. */

const { t, owner, recruiter, stranger } = testSuite({ members: ['recruiter', 'stranger'] });
let baseUrl: string;
let processId: number;
const open: SseSubscription<unknown>[] = [];

const SUBSCRIPTION = `subscription ($processId: Int!) {
  candidateChanged(processId: $processId) { processId processPersonId reason }
}`;

const subscribe = async (token: string | null, id = processId) => {
  const subscription = await subscribeOverSse<{ candidateChanged: CandidateChangedEvent }>(
    baseUrl,
    token,
    SUBSCRIPTION,
    { processId: id },
  );
  open.push(subscription);
  return subscription;
};

beforeAll(async () => {
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  processId = (await t.buildProcess({ companyId: owner.company.id })).id;
});

afterAll(() => open.forEach((subscription) => subscription.close()));

describe('candidateChanged', () => {
  it("delivers a change to every subscriber of the process, and not another process's", async () => {
    const other = (await t.buildProcess({ companyId: owner.company.id })).id;
    const [first, second, elsewhere] = await Promise.all([
      subscribe(owner.token),
      subscribe(recruiter.token),
      subscribe(owner.token, other),
    ]);
    t.services.realtime.publish('candidateChanged', processId, { processId, processPersonId: 7, reason: 'TAGS' });
    for (const subscription of [first, second]) {
      expect(await subscription.next()).toEqual({
        data: { candidateChanged: { processId: String(processId), processPersonId: '7', reason: 'TAGS' } },
      });
    }
    await expect(elsewhere.next(300)).rejects.toThrow(/No subscription result/);
  });

  it("refuses another company's process, an anonymous caller and a query sent as a stream", async () => {
    const foreign = await subscribe(stranger.token);
    expect((await foreign.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await subscribe(null);
    expect((await anonymous.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const query = await subscribeOverSse(baseUrl, owner.token, '{ __typename }');
    open.push(query);
    expect((await query.next()).errors?.[0]?.extensions?.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('holds no transaction while streaming: queries keep answering with twenty streams open', async () => {
    const streams = await Promise.all(Array.from({ length: 20 }, () => subscribe(owner.token)));
    const body = await t.gql<{ processes: unknown }>(owner.token, '{ __typename }');
    expect(body.errors).toBeUndefined();
    t.services.realtime.publish('candidateChanged', processId, { processId, processPersonId: 9, reason: 'STATUS' });
    const received = await Promise.all(streams.map((stream) => stream.next()));
    expect(new Set(received.map((r) => JSON.stringify(r.data)))).toHaveLength(1);
  });
});
