import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, componentResults, personTags } from '../../src/db/schema/index.js';
import type { UserRow } from '../support/factories.js';
import { startCluster, type Cluster, type ClusterNode } from './cluster.js';

/**
 * Two server nodes and a worker on one PostgreSQL and one Redis (docs/decisions/025): what one node
 * writes, the other serves; a node killed under load loses no acknowledged write.
 */

const TAG = 'FAV';
const PAGE = `query($processId: Int!, $tags: [String!]) {
  processPersonPaginated(processId: $processId, tags: $tags, feelings: []) { total data { id } } }`;
const CHANGES =
  'subscription ($processId: Int!) { candidateChanged(processId: $processId) { processPersonId reason } }';
const ADD_TAG = 'mutation($id: Int!, $code: String!) { createPersonTag(processPersonId: $id, code: $code) { id } }';
const OPEN_CHAT = 'mutation($id: ID!) { createConversation(id: $id) { id } }';
const POST = `mutation($id: ID!, $conversationId: ID!, $content: String!) {
  createMessage(id: $id, conversationId: $conversationId, content: $content) { id } }`;
const NEW_MESSAGES =
  'subscription ($conversationId: ID!) { subscribeToNewMessage(conversationId: $conversationId) { id content } }';

let cluster: Cluster;
let a: ClusterNode;
let b: ClusterNode;
let owner: UserRow & { password: string };
let tokenA: string;
let tokenB: string;
let processId: number;
/** ENDED, with the results a report shows. */
let ended: number;
/** Candidates nobody has tagged yet, taken by the tests in turn. */
let untagged: number[];
/** A candidate whose chat is open. */
let chat: number;

describe.runIf(process.env.DATABASE_URL)('two nodes and a worker', () => {
  beforeAll(async () => {
    cluster = await startCluster({ nodes: 2, worker: true });
    [a, b] = cluster.nodes as [ClusterNode, ClusterNode];
    const f = cluster.factories;
    const company = await f.buildCompany();
    owner = await f.buildUser({ role: 'OWNER', companyId: company.id });
    const process = await f.buildProcess({
      companyId: company.id,
      withJobOpportunity: { components: [{ componentType: 'DISC', order: 1, weight: 100 }] },
      tags: [{ code: TAG, label: 'Favorito', color: '#00ff00' }],
    });
    processId = process.id;
    ended = (await f.buildProcessPerson({ processId, evaluationsStatus: 'ENDED', composedScore: 80 })).processPersonId;
    await cluster.database.db.insert(componentResults).values({
      processPersonId: ended,
      componentType: 'DISC',
      status: 'SUCCESS',
      value: '80',
      details: { D: 88, I: 61, S: 22, C: 35 },
    });
    untagged = [];
    for (let n = 0; n < 24; n += 1) untagged.push((await f.buildProcessPerson({ processId })).processPersonId);
    [tokenA, tokenB] = await Promise.all([
      cluster.login(a, owner.email, owner.password),
      cluster.login(b, owner.email, owner.password),
    ]);
    chat = (await f.buildProcessPerson({ processId })).processPersonId;
    expect((await cluster.gql(a, tokenA, OPEN_CHAT, { id: chat })).body.errors).toBeUndefined();
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('delivers on node B, within 1 s, a change written on node A', async () => {
    const candidate = untagged.shift()!;
    const changes = await cluster.subscribe<{ candidateChanged: { processPersonId: string; reason: string } }>(
      b,
      tokenB,
      CHANGES,
      { processId },
    );
    try {
      const written = Date.now();
      expect((await cluster.gql(a, tokenA, ADD_TAG, { id: candidate, code: TAG })).body.errors).toBeUndefined();
      expect(await changes.next(1_000)).toEqual({
        data: { candidateChanged: { processPersonId: String(candidate), reason: 'TAGS' } },
      });
      expect(Date.now() - written).toBeLessThan(1_000);
    } finally {
      changes.close();
    }
  });

  it('delivers on node B, within 1 s, a chat message posted on node A', async () => {
    const messages = await cluster.subscribe<{ subscribeToNewMessage: { id: string; content: string } }>(
      b,
      tokenB,
      NEW_MESSAGES,
      { conversationId: chat },
    );
    try {
      const id = randomUUID();
      const posted = Date.now();
      const answer = await cluster.gql(a, tokenA, POST, { id, conversationId: chat, content: 'Hola desde A' });
      expect(answer.body.errors).toBeUndefined();
      expect(await messages.next(1_000)).toEqual({
        data: { subscribeToNewMessage: { id, content: 'Hola desde A' } },
      });
      expect(Date.now() - posted).toBeLessThan(1_000);
    } finally {
      messages.close();
    }
  });

  it('serves from node B a report that node A queued, the worker rendered and B streamed the progress of', async () => {
    const generated = await cluster.gql<{ generateReport: { id: number } }>(
      a,
      tokenA,
      `mutation { generateReport(processPersonId: ${ended}, sections: [DISC], type: PDF, engineId: "EVALUAR", vendorId: "COMPLETE", language: es) { id } }`,
    );
    expect(generated.body.errors).toBeUndefined();
    const id = generated.body.data!.generateReport.id;
    // The worker's writes reach B's stream through Redis; it ends once the report is settled.
    const progress = await cluster.subscribe<{ reportJobChanged: { status: string; url: string | null } }>(
      b,
      tokenB,
      'subscription ($id: Int!) { reportJobChanged(id: $id) { status url } }',
      { id },
    );
    let report: { status: string; url: string | null } | undefined;
    try {
      do report = (await progress.next(30_000)).data?.reportJobChanged;
      while (report && report.status !== 'COMPLETED' && report.status !== 'FAILED');
    } finally {
      progress.close();
    }
    expect(report?.status).toBe('COMPLETED');
    // The signed address names A (its PUBLIC_URL); the load balancer may send it to any node.
    const address = new URL(report!.url!, a.url);
    const download = await cluster.get(b, address.pathname + address.search);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('filters on node B by a tag added on node A', async () => {
    const candidate = untagged.shift()!;
    const tagged = async () =>
      (
        await cluster.gql<{ processPersonPaginated: { data: { id: number }[] } }>(b, tokenB, PAGE, {
          processId,
          tags: [TAG],
        })
      ).body.data!.processPersonPaginated.data.map((row) => row.id);
    // B's in-memory index of the process is built before the write, so the write must reach it.
    const before = await tagged();
    expect(before).not.toContain(candidate);
    expect((await cluster.gql(a, tokenA, ADD_TAG, { id: candidate, code: TAG })).body.errors).toBeUndefined();
    expect((await tagged()).sort()).toEqual([...before, candidate].sort());
  });

  it('loses no acknowledged write or message when node A is killed under 30 parallel writes, and node B carries on', async () => {
    const targets = untagged.splice(0, 20);
    const posts = Array.from({ length: 10 }, (_, n) => ({ id: randomUUID(), content: `Mensaje ${n}` }));
    const changes = await cluster.subscribe<{ candidateChanged: { processPersonId: string; reason: string } }>(
      b,
      tokenB,
      CHANGES,
      { processId },
    );
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const writes = targets.map((id) =>
      cluster.gql(a, tokenA, ADD_TAG, { id, code: TAG }).then(
        (answer) => {
          firstAnswer();
          return { id, acknowledged: answer.status === 200 && !answer.body.errors };
        },
        () => ({ id, acknowledged: false }),
      ),
    );
    const sent = posts.map((post) =>
      cluster.gql(a, tokenA, POST, { ...post, conversationId: chat }).then(
        (answer) => ({ id: post.id, acknowledged: answer.status === 200 && !answer.body.errors }),
        () => ({ id: post.id, acknowledged: false }),
      ),
    );
    await answered;
    await cluster.kill(a);
    const outcomes = await Promise.all(writes);
    const postOutcomes = await Promise.all(sent);
    const acknowledgedPosts = postOutcomes.filter((outcome) => outcome.acknowledged).map((outcome) => outcome.id);
    const storedPosts = await cluster.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.id,
          posts.map((post) => post.id),
        ),
      );
    expect(storedPosts.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledgedPosts));
    const acknowledged = outcomes.filter((outcome) => outcome.acknowledged).map((outcome) => outcome.id);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await cluster.database.db
      .select({ processPersonId: personTags.processPersonId })
      .from(personTags)
      .where(inArray(personTags.processPersonId, targets));
    expect(stored.map((row) => row.processPersonId)).toEqual(expect.arrayContaining(acknowledged));

    // B answers, writes, streams and filters as before.
    const next = untagged.shift()!;
    expect((await cluster.gql(b, tokenB, ADD_TAG, { id: next, code: TAG })).body.errors).toBeUndefined();
    const heard: string[] = [];
    for (;;) {
      const event = await changes.next(2_000);
      heard.push(event.data!.candidateChanged.processPersonId);
      if (heard.includes(String(next))) break;
    }
    changes.close();
    const page = await cluster.gql<{ processPersonPaginated: { data: { id: number }[] } }>(b, tokenB, PAGE, {
      processId,
      tags: [TAG],
    });
    expect(page.body.data!.processPersonPaginated.data.map((row) => row.id)).toEqual(
      expect.arrayContaining([...acknowledged, next]),
    );
  });
});
