import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { observerViews, persons } from '../../../src/db/schema/index.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { observerHeaders, reviewApi } from '../../support/review-api.js';

/** processPersonShortlisted and processPersonObserverShortListed: who is on the shortlist, in which order, and who may read it. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });
const api = reviewApi(t);

const newProcess = () => t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
const ended = (
  processId: number,
  extra: {
    ranking?: number | null;
    firstName?: string;
    lastName?: string;
    email?: string;
    identification?: string;
  } = {},
) =>
  t.buildProcessPerson({
    processId,
    evaluationsStatus: 'ENDED',
    ranking: extra.ranking ?? null,
    person: {
      firstName: extra.firstName,
      lastName: extra.lastName,
      email: extra.email,
      identification: extra.identification,
    },
  });
const ids = (page: { data: { id: number }[] }) => page.data.map((row) => row.id);

describe('processPersonShortlisted', () => {
  it('lists candidates with a YES or MAYBE from anyone, not NO alone nor blacklisted ones, ranking ascending then id', async () => {
    const process = await newProcess();
    const third = await ended(process.id, { ranking: 3 });
    const first = await ended(process.id, { ranking: 1 });
    const unranked = await ended(process.id);
    const disliked = await ended(process.id, { ranking: 2 });
    const listed = await ended(process.id, { ranking: 4 });
    const untouched = await ended(process.id, { ranking: 5 });
    const observer = await t.buildObserver({ processId: process.id, companyId: owner.company.id });
    await t.buildFeeling({ processPersonId: third.processPersonId, userId: owner.user.id, feeling: 'MAYBE' });
    await t.buildFeeling({ processPersonId: first.processPersonId, userId: recruiter.user.id, feeling: 'YES' });
    await t.buildFeeling({ processPersonId: first.processPersonId, userId: owner.user.id, feeling: 'NO' });
    await t.buildFeeling({ processPersonId: unranked.processPersonId, observerId: observer.id, feeling: 'YES' });
    await t.buildFeeling({ processPersonId: disliked.processPersonId, userId: owner.user.id, feeling: 'NO' });
    await t.buildFeeling({ processPersonId: listed.processPersonId, userId: owner.user.id, feeling: 'YES' });
    await t.buildBlacklist({ companyId: owner.company.id, personId: listed.personId });

    const body = await api.shortlist(viewer.token, { processId: process.id });
    expect(body.errors).toBeUndefined();
    const page = body.data!.processPersonShortlisted;
    expect(ids(page)).toEqual([first.processPersonId, third.processPersonId, unranked.processPersonId]);
    expect(page).toMatchObject({ page: 1, size: 10, total: 3 });
    expect(ids(page)).not.toContain(untouched.processPersonId);
    // Each row carries every reviewer's feeling, with who gave it.
    expect(page.data[0]!.feelings.map((f) => [f.feeling, f.reviewerKind])).toEqual(
      expect.arrayContaining([
        ['YES', 'USER'],
        ['NO', 'USER'],
      ]),
    );
    expect(page.data[2]!.feelings).toEqual([
      expect.objectContaining({ observerId: observer.id, reviewerKind: 'OBSERVER', reviewerName: observer.name }),
    ]);
  });

  it('follows the feelings at once: NO takes a candidate off, YES or MAYBE puts them back', async () => {
    const process = await newProcess();
    const { processPersonId } = await ended(process.id);
    const feel = (feeling: string | null) =>
      api.feel(recruiter.token, { processId: process.id, processPersonId, feeling });
    const listed = async () =>
      ids((await api.shortlist(recruiter.token, { processId: process.id })).data!.processPersonShortlisted);
    expect(await listed()).toEqual([]);
    await feel('YES');
    expect(await listed()).toEqual([processPersonId]);
    await feel('NO');
    expect(await listed()).toEqual([]);
    await feel('MAYBE');
    expect(await listed()).toEqual([processPersonId]);
    await feel(null);
    expect(await listed()).toEqual([]);
  });

  it('pages, searches by name, e-mail and identification ignoring accents and case, and sorts by sortBy', async () => {
    const process = await newProcess();
    const people = [
      await ended(process.id, {
        ranking: 1,
        firstName: 'José',
        lastName: 'Núñez',
        email: 'jose@example.test',
        identification: 'AB-1',
      }),
      await ended(process.id, {
        ranking: 2,
        firstName: 'Marta',
        lastName: 'Álvarez',
        email: 'marta@example.test',
        identification: 'CD-2',
      }),
      await ended(process.id, {
        ranking: 3,
        firstName: 'Luis',
        lastName: 'Zapata',
        email: 'luis@example.test',
        identification: 'EF-3',
      }),
    ];
    for (const person of people)
      await t.buildFeeling({ processPersonId: person.processPersonId, userId: owner.user.id, feeling: 'YES' });
    const [jose, marta, luis] = people.map((p) => p.processPersonId) as [number, number, number];
    const list = async (args: Parameters<typeof api.shortlist>[1]) =>
      (await api.shortlist(owner.token, args)).data!.processPersonShortlisted;

    expect(await list({ processId: process.id, page: 2, size: 2 })).toMatchObject({
      page: 2,
      size: 2,
      total: 3,
      data: [{ id: luis }],
    });
    expect(await list({ processId: process.id, page: 3, size: 2 })).toMatchObject({ total: 3, data: [] });
    expect(ids(await list({ processId: process.id, wildcard: 'NUNEZ' }))).toEqual([jose]);
    expect(ids(await list({ processId: process.id, wildcard: 'alvar' }))).toEqual([marta]);
    expect(ids(await list({ processId: process.id, wildcard: 'luis@example' }))).toEqual([luis]);
    expect(ids(await list({ processId: process.id, wildcard: 'cd-2' }))).toEqual([marta]);
    expect(await list({ processId: process.id, wildcard: 'nadie' })).toMatchObject({ total: 0, data: [] });
    expect(ids(await list({ processId: process.id, sortBy: { field: 'ranking', order: 'DESC' } }))).toEqual([
      luis,
      marta,
      jose,
    ]);
    expect(ids(await list({ processId: process.id, sortBy: { field: 'lastName', order: 'ASC' } }))).toEqual([
      marta,
      jose,
      luis,
    ]);
    expect(
      codeOf(await api.shortlist(owner.token, { processId: process.id, sortBy: { field: 'salary', order: 'ASC' } })),
    ).toBe('BAD_INPUT');
  });

  it('with observersIds keeps the candidates those observers marked YES or MAYBE', async () => {
    const process = await newProcess();
    const [a, b, c] = await Promise.all([
      ended(process.id, { ranking: 1 }),
      ended(process.id, { ranking: 2 }),
      ended(process.id, { ranking: 3 }),
    ]);
    const first = await t.buildObserver({ processId: process.id, companyId: owner.company.id });
    const second = await t.buildObserver({ processId: process.id, companyId: owner.company.id });
    await t.buildFeeling({ processPersonId: a.processPersonId, observerId: first.id, feeling: 'YES' });
    await t.buildFeeling({ processPersonId: b.processPersonId, observerId: second.id, feeling: 'MAYBE' });
    await t.buildFeeling({ processPersonId: b.processPersonId, observerId: first.id, feeling: 'NO' });
    await t.buildFeeling({ processPersonId: c.processPersonId, userId: owner.user.id, feeling: 'YES' });
    const list = async (observersIds: number[]) =>
      ids((await api.shortlist(owner.token, { processId: process.id, observersIds })).data!.processPersonShortlisted);
    expect(await list([first.id])).toEqual([a.processPersonId]);
    expect(await list([second.id])).toEqual([b.processPersonId]);
    expect(await list([first.id, second.id])).toEqual([a.processPersonId, b.processPersonId]);
    expect(await list([])).toEqual([a.processPersonId, b.processPersonId, c.processPersonId]);
  });

  it('refuses another company (NOT_FOUND), an observer’s link (FORBIDDEN) and no session', async () => {
    const process = await newProcess();
    expect(codeOf(await api.shortlist(stranger.token, { processId: process.id }))).toBe('NOT_FOUND');
    const { token } = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC'],
      termsAcceptedAt: new Date(),
    });
    const asObserver = await t.gql(
      token,
      'query($p: Int!) { processPersonShortlisted(processId: $p) { total } }',
      { p: process.id },
      observerHeaders(),
    );
    expect(codeOf(asObserver)).toBe('FORBIDDEN');
    expect(
      codeOf(
        await t.gql(null, 'query($p: Int!) { processPersonShortlisted(processId: $p) { total } }', { p: process.id }),
      ),
    ).toBe('UNAUTHENTICATED');
  });
});

describe('processPersonObserverShortListed', () => {
  it('shows the observer the shortlist with their own feeling, only their sections’ results, no e-mail, and logs one list view', async () => {
    const process = await newProcess();
    const liked = await ended(process.id, { ranking: 2 });
    const alsoLiked = await ended(process.id, { ranking: 1 });
    const notLiked = await ended(process.id);
    await t.buildComponentResult({
      processPersonId: liked.processPersonId,
      componentType: 'DISC',
      status: 'SUCCESS',
      value: 70,
    });
    await t.buildComponentResult({
      processPersonId: liked.processPersonId,
      componentType: 'INTERVIEW',
      status: 'SUCCESS',
      value: 90,
    });
    await t.buildFeeling({ processPersonId: liked.processPersonId, userId: owner.user.id, feeling: 'YES' });
    await t.buildFeeling({ processPersonId: alsoLiked.processPersonId, userId: owner.user.id, feeling: 'MAYBE' });
    await t.buildFeeling({ processPersonId: notLiked.processPersonId, userId: owner.user.id, feeling: 'NO' });
    const { observer, token } = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC'],
      termsAcceptedAt: new Date(),
    });
    await t.buildFeeling({ processPersonId: liked.processPersonId, observerId: observer.id, feeling: 'MAYBE' });

    // Two aliases of the list in one request: one view in the log.
    const body = await t.gql<{
      a: {
        total: number;
        data: {
          id: number;
          mail: string | null;
          viewerFeeling: string | null;
          componentStatus: { componentType: string }[];
        }[];
      };
      b: { total: number };
    }>(
      token,
      `query($o: Int!, $p: Int!) {
        a: processPersonObserverShortListed(observerId: $o, processId: $p) { total data { id mail viewerFeeling componentStatus { componentType } } }
        b: processPersonObserverShortListed(observerId: $o, processId: $p, wildcard: "x") { total } }`,
      { o: observer.id, p: process.id },
      observerHeaders(),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.a.total).toBe(2);
    expect(ids(body.data!.a)).toEqual([alsoLiked.processPersonId, liked.processPersonId]);
    const row = body.data!.a.data[1]!;
    expect(row).toMatchObject({ mail: null, viewerFeeling: 'MAYBE', componentStatus: [{ componentType: 'DISC' }] });
    const views = await t.db
      .select()
      .from(observerViews)
      .where(and(eq(observerViews.observerId, observer.id), isNull(observerViews.processPersonId)));
    expect(views).toHaveLength(1);
  });

  it('lets the observer search by name and identification, never by an e-mail they cannot see', async () => {
    const process = await newProcess();
    const liked = await ended(process.id);
    await t.buildFeeling({ processPersonId: liked.processPersonId, userId: owner.user.id, feeling: 'YES' });
    const [person] = await t.db.select().from(persons).where(eq(persons.id, liked.personId));
    const { observer, token } = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC'],
      termsAcceptedAt: new Date(),
    });
    const search = async (wildcard: string) =>
      (
        await t.gql<{ processPersonObserverShortListed: { total: number } }>(
          token,
          'query($o: Int!, $p: Int!, $w: String) { processPersonObserverShortListed(observerId: $o, processId: $p, wildcard: $w) { total } }',
          { o: observer.id, p: process.id, w: wildcard },
          observerHeaders(),
        )
      ).data!.processPersonObserverShortListed.total;
    expect(await search(person!.lastName)).toBe(1);
    expect(await search(person!.email!)).toBe(0);
    const company = await t.gql<{ processPersonShortlisted: { total: number } }>(
      owner.token,
      'query($p: Int!, $w: String) { processPersonShortlisted(processId: $p, wildcard: $w) { total } }',
      { p: process.id, w: person!.email },
    );
    expect(company.data!.processPersonShortlisted.total).toBe(1);
  });

  it('refuses another observer’s id or another process (FORBIDDEN), a company user (FORBIDDEN) and a link before its terms', async () => {
    const process = await newProcess();
    const { observer, token } = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC'],
      termsAcceptedAt: new Date(),
    });
    const other = await t.buildObserver({ processId: process.id, companyId: owner.company.id });
    expect(codeOf(await api.observerShortlist(token, { observerId: other.id, processId: process.id }))).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(await api.observerShortlist(token, { observerId: observer.id, processId: (await newProcess()).id })),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(await api.observerShortlist(owner.token, { observerId: observer.id, processId: process.id }, {})),
    ).toBe('FORBIDDEN');
    const fresh = await t.buildObserverLink({ processId: process.id, companyId: owner.company.id, sections: ['DISC'] });
    expect(
      codeOf(await api.observerShortlist(fresh.token, { observerId: fresh.observer.id, processId: process.id })),
    ).toBe('OBSERVER_TERMS_REQUIRED');
    expect(await t.db.select().from(observerViews).where(eq(observerViews.observerId, observer.id))).toEqual([]);
  });
});
