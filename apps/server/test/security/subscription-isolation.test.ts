import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBSERVER_REALM } from '@terna/domain';
import { REALM_HEADER } from '../../src/auth/observer-session.js';
import { schema } from '../../src/graphql/schema.js';
import { agencies, candidateReports, chatConversations, memberships, processes } from '../../src/db/schema/index.js';
import { subscribeOverSse, type SseSubscription } from '../support/sse-client.js';
import { uniqueTag } from '../support/factories.js';
import { createTestApp, type Member, type TestApp } from '../support/test-app.js';

/**
 * Every subscription of the schema, subscribed to by everyone who must not hear it: an anonymous
 * caller, a member of another company, a member of the company outside the resource's agency, an
 * external observer of the resource's process. Each is refused when subscribing, with the code a
 * query of theirs would get; the owner's stream opens. A subscription added to the schema must be
 * listed here with how to build what it listens to.
 */
interface Target {
  companyId: number;
  processId: number;
  /** A candidate of the process whose chat is open (docs/api/chat.md). */
  processPersonId: number;
}
type Variables = (t: TestApp, target: Target) => Promise<Record<string, unknown>>;

/** `current`: the stream opens with the resource as it is now (one result), then waits. */
const SUBSCRIPTIONS: Record<string, { document: string; variables: Variables; current?: boolean }> = {
  candidateChanged: {
    document: 'subscription ($processId: Int!) { candidateChanged(processId: $processId) { processPersonId reason } }',
    variables: async (_t, target) => ({ processId: target.processId }),
  },
  subscribeToNewMessage: {
    document:
      'subscription ($conversationId: ID!) { subscribeToNewMessage(conversationId: $conversationId) { id content } }',
    variables: async (_t, target) => ({ conversationId: target.processPersonId }),
  },
  reportJobChanged: {
    document: 'subscription ($id: Int!) { reportJobChanged(id: $id) { id status } }',
    variables: async (t, target) => {
      const [report] = await t.db
        .insert(candidateReports)
        .values({
          companyId: target.companyId,
          processId: target.processId,
          kind: 'BUNDLE',
          status: 'IN_QUEUE',
          format: 'PDF',
          language: 'es',
          engineId: 'EVALUAR',
          vendorId: 'COMPLETE',
          optionsKey: `isolation-${uniqueTag()}`,
          dataHash: 'hash',
          fileName: 'Informes.zip',
        })
        .returning();
      return { id: report!.id };
    },
    current: true,
  },
};

let t: TestApp;
let baseUrl: string;
let owner: Member;
let stranger: Member;
let outsideScope: string;
let observerToken: string;
let target: Target;
const open: SseSubscription<unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await t.buildMember();
  stranger = await t.buildMember();
  const [north, south] = await t.db
    .insert(agencies)
    .values([
      { companyId: owner.company.id, name: `Norte ${uniqueTag()}` },
      { companyId: owner.company.id, name: `Sur ${uniqueTag()}` },
    ])
    .returning();
  const process = await t.buildProcess({ companyId: owner.company.id });
  await t.db.update(processes).set({ agencyId: north!.id }).where(eq(processes.id, process.id));
  const { processPersonId } = await t.buildProcessPerson({ processId: process.id });
  await t.db.insert(chatConversations).values({ id: processPersonId, companyId: owner.company.id });
  target = { companyId: owner.company.id, processId: process.id, processPersonId };
  const scoped = await t.buildMember({ role: 'RECRUITER', company: owner.company });
  await t.db
    .update(memberships)
    .set({ scope: 'agency', agencyId: south!.id })
    .where(and(eq(memberships.userId, scoped.user.id), eq(memberships.companyId, owner.company.id)));
  outsideScope = scoped.token;
  observerToken = (
    await t.buildObserverLink({ processId: process.id, companyId: owner.company.id, termsAcceptedAt: new Date() })
  ).token;
});

afterAll(async () => {
  open.forEach((subscription) => subscription.close());
  await t?.close();
});

const subscribe = async (name: string, token: string | null, headers: Record<string, string> = {}) => {
  const { document, variables } = SUBSCRIPTIONS[name]!;
  const subscription = await subscribeOverSse(baseUrl, token, document, await variables(t, target), headers);
  open.push(subscription);
  return subscription;
};
const refusal = async (subscription: SseSubscription<unknown>) =>
  (await subscription.next()).errors?.[0]?.extensions?.code;

describe('subscriptions are isolated like queries', () => {
  it('lists every subscription of the schema', () => {
    expect(Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).sort()).toEqual(
      Object.keys(SUBSCRIPTIONS).sort(),
    );
  });

  it.each(Object.keys(SUBSCRIPTIONS))('%s: refused to whoever may not read it, open to the owner', async (name) => {
    expect(await refusal(await subscribe(name, null))).toBe('UNAUTHENTICATED');
    expect(await refusal(await subscribe(name, stranger.token))).toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
    expect(await refusal(await subscribe(name, outsideScope))).toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
    expect(await refusal(await subscribe(name, observerToken, { [REALM_HEADER]: OBSERVER_REALM }))).toMatch(
      /^(UNAUTHENTICATED|FORBIDDEN)$/,
    );
    const accepted = await subscribe(name, owner.token);
    if (SUBSCRIPTIONS[name]!.current) expect((await accepted.next()).errors).toBeUndefined();
    await expect(accepted.next(300)).rejects.toThrow(/No subscription result/);
    expect(accepted.ended()).toBe(false);
  });
});
