import { describe, expect, it } from 'vitest';
import { uniqueTag } from '../../support/factories.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { observerHeaders, reviewApi } from '../../support/review-api.js';

/**
 * What an external observer's token gets back (docs/decisions/031-observer-privacy.md): the
 * candidates and sections of their link and their OWN feelings; never the team's verdicts, the
 * names of its members, nor the other observers (names, e-mails, opinions). Every operation the
 * observer realm answers with candidates is called through the real endpoints.
 */

const { t, owner } = testSuite();
const api = reviewApi(t);

const FEELINGS = 'feelings { userId observerId feeling reviewerName reviewerKind }';
const CANDIDATE = `id firstName viewerFeeling ${FEELINGS}`;

/**
 * A process with two finished candidates the team shortlisted: a recruiter with a marked name
 * likes both, a colleague without a name doubts the first, another observer (marked name and
 * e-mail) likes the first too. The observer under test has given their own NO to the second.
 */
async function scene() {
  const tag = uniqueTag();
  const marks = {
    recruiter: `Reclutadora${tag}`,
    otherObserver: `Vigilante${tag}`,
    otherEmail: `vigilante-${tag}@example.test`,
    unnamedEmail: `sin-nombre-${tag}@example.test`,
  };
  const process = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
  const first = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
  const second = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
  const recruiter = await t.buildUser({
    companyId: owner.company.id,
    role: 'RECRUITER',
    firstName: marks.recruiter,
    lastName: 'Interna',
  });
  const unnamed = await t.buildUser({
    companyId: owner.company.id,
    role: 'RECRUITER',
    firstName: '',
    lastName: '',
    email: marks.unnamedEmail,
  });
  const other = await t.buildObserverLink({
    processId: process.id,
    companyId: owner.company.id,
    name: marks.otherObserver,
    email: marks.otherEmail,
    sections: ['DISC'],
    termsAcceptedAt: new Date(),
  });
  const mine = await t.buildObserverLink({
    processId: process.id,
    companyId: owner.company.id,
    name: 'Ana Observadora',
    sections: ['DISC', 'COMPETENCE'],
    termsAcceptedAt: new Date(),
  });
  for (const candidate of [first, second])
    await t.buildFeeling({ processPersonId: candidate.processPersonId, userId: recruiter.id, feeling: 'YES' });
  await t.buildFeeling({ processPersonId: first.processPersonId, userId: unnamed.id, feeling: 'MAYBE' });
  await t.buildFeeling({ processPersonId: first.processPersonId, observerId: other.observer.id, feeling: 'YES' });
  await t.buildFeeling({ processPersonId: second.processPersonId, observerId: mine.observer.id, feeling: 'NO' });
  return {
    marks,
    process,
    ids: [first.processPersonId, second.processPersonId],
    observerId: mine.observer.id,
    token: mine.token,
    otherId: other.observer.id,
  };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/** Nothing of the team's members, of the other observer or of anybody's e-mail in a raw answer. */
function expectNothingInternal(body: string, s: Scene) {
  for (const mark of Object.values(s.marks)) expect(body).not.toContain(mark);
  expect(body).not.toContain(owner.user.email);
  expect(body).not.toMatch(/"reviewerKind":"USER"/);
}

/** Every feeling the observer got is their own. */
function expectOwnFeelingsOnly(feelings: { observerId: number | null; userId: number | null }[], s: Scene) {
  for (const feeling of feelings) expect(feeling).toMatchObject({ observerId: s.observerId, userId: null });
}

const gqlAsObserver = (s: Scene, query: string, variables: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { authorization: `Bearer ${s.token}`, ...observerHeaders() },
  });

describe('an external observer’s answers', () => {
  it('processPersonObserverShortListed: their candidates with their own feeling only', async () => {
    const s = await scene();
    const response = await gqlAsObserver(
      s,
      `query($observerId: Int!, $processId: Int!) { processPersonObserverShortListed(observerId: $observerId, processId: $processId) { data { ${CANDIDATE} } total } }`,
      { observerId: s.observerId, processId: s.process.id },
    );
    const page = response.json().data.processPersonObserverShortListed;
    expect(page.total).toBe(2);
    const second = page.data.find((c: { id: number }) => c.id === s.ids[1]);
    expect(second.viewerFeeling).toBe('NO');
    expect(second.feelings).toEqual([
      {
        userId: null,
        observerId: s.observerId,
        feeling: 'NO',
        reviewerName: 'Ana Observadora',
        reviewerKind: 'OBSERVER',
      },
    ]);
    expect(page.data.find((c: { id: number }) => c.id === s.ids[0]).feelings).toEqual([]);
    expectNothingInternal(response.body, s);
  });

  it('processCandidate: the candidate detail carries their own feeling only', async () => {
    const s = await scene();
    for (const id of s.ids) {
      const response = await gqlAsObserver(s, `query($id: Int!) { processCandidate(personId: $id) { ${CANDIDATE} } }`, {
        id,
      });
      const candidate = response.json().data.processCandidate;
      expect(candidate.id).toBe(id);
      expectOwnFeelingsOnly(candidate.feelings, s);
      expectNothingInternal(response.body, s);
    }
  });

  it('processPersonComparator: the compared candidates carry their own feeling only', async () => {
    const s = await scene();
    const response = await gqlAsObserver(
      s,
      `query($processId: Int!, $ids: [Int!]) { processPersonComparator(processId: $processId, ids: $ids) { data { candidate { ${CANDIDATE} } } } }`,
      { processId: s.process.id, ids: s.ids },
    );
    const rows: { candidate: { feelings: { observerId: number | null; userId: number | null }[] } }[] =
      response.json().data.processPersonComparator.data;
    expect(rows).toHaveLength(2);
    for (const row of rows) expectOwnFeelingsOnly(row.candidate.feelings, s);
    expectNothingInternal(response.body, s);
  });

  it('POST /process-web/observers/feelings answers their own feeling only', async () => {
    const s = await scene();
    const response = await api.observerFeel(s.token, {
      feeling: 'MAYBE',
      observerId: s.observerId,
      processId: s.process.id,
      processPersonId: s.ids[0],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.feelings).toEqual([
      expect.objectContaining({ userId: null, observerId: s.observerId, feeling: 'MAYBE', reviewerKind: 'OBSERVER' }),
    ]);
    expectNothingInternal(response.body, s);
  });

  it('the observers of the process stay with the company: getObservers refuses the observer’s token', async () => {
    const s = await scene();
    const body = await t.gql(
      s.token,
      'query($processId: Int!) { getObservers(processId: $processId) { id name email } }',
      { processId: s.process.id },
      observerHeaders(),
    );
    expect(codeOf(body)).toBe('FORBIDDEN');
    expect(body.data?.getObservers ?? null).toBeNull();
    const session = await gqlAsObserver(s, '{ observerSession { observerId name companyName processName } }', {});
    expect(session.json().data.observerSession).toMatchObject({ observerId: s.observerId, name: 'Ana Observadora' });
    expectNothingInternal(session.body, s);
  });

  it('20 feelings at once from the same observer still answer their own feeling only', async () => {
    const s = await scene();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.observerFeel(s.token, {
          feeling: i % 2 === 0 ? 'YES' : 'MAYBE',
          observerId: s.observerId,
          processId: s.process.id,
          processPersonId: s.ids[0],
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expectOwnFeelingsOnly(answer.json().data.feelings, s);
      expectNothingInternal(answer.body, s);
    }
  });
});

describe('a team member without a name', () => {
  it('is never shown by their e-mail: the company’s shortlist names them with an empty name', async () => {
    const s = await scene();
    const body = await api.shortlist(owner.token, { processId: s.process.id });
    expect(body.errors).toBeUndefined();
    const first = body.data!.processPersonShortlisted.data.find((c) => c.id === s.ids[0])!;
    expect(first.feelings).toEqual(
      expect.arrayContaining([expect.objectContaining({ feeling: 'MAYBE', reviewerKind: 'USER', reviewerName: '' })]),
    );
    // The company still sees its own team's and the observers' names.
    expect(first.feelings.map((f) => f.reviewerName)).toEqual(
      expect.arrayContaining([`${s.marks.recruiter} Interna`, s.marks.otherObserver]),
    );
    expect(JSON.stringify(body)).not.toContain(s.marks.unnamedEmail);
  });
});
