import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonStatus } from '@terna/domain';
import { feelings } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { observerHeaders, reviewApi } from '../../support/review-api.js';

/** addPersonShortlisted, POST /process-web/shortlisted and POST /process-web/observers/feelings: one feeling per reviewer, only on ENDED candidates. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });
const api = reviewApi(t);
const candidates = candidateApi(t);
const records = invitationRecords(t);

const newProcess = () => t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
const candidate = async (processId: number, status: PersonStatus = 'ENDED') =>
  t.buildProcessPerson({ processId, evaluationsStatus: status });
const stored = async (processPersonId: number) =>
  (await t.db.select().from(feelings).where(eq(feelings.processPersonId, processPersonId))).map((f) => ({
    userId: f.userId,
    observerId: f.observerId,
    feeling: f.feeling,
  }));
/** An observer of the process whose link works and whose terms are accepted. */
const observerOf = (processId: number, name = 'Ana Observadora') =>
  t.buildObserverLink({
    processId,
    companyId: owner.company.id,
    name,
    sections: ['DISC', 'COMPETENCE'],
    termsAcceptedAt: new Date(),
  });

describe('addPersonShortlisted', () => {
  it('sets, replaces and clears the caller’s feeling, answering every reviewer’s feelings with their names', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    await t.buildFeeling({ processPersonId, userId: owner.user.id, feeling: 'NO' });

    const set = await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'YES' });
    expect(set.errors).toBeUndefined();
    const recruiterName = `${recruiter.user.firstName} ${recruiter.user.lastName}`.trim();
    expect(set.data!.addPersonShortlisted.feelings).toEqual([
      expect.objectContaining({ userId: owner.user.id, observerId: null, feeling: 'NO', reviewerKind: 'USER' }),
      expect.objectContaining({
        userId: recruiter.user.id,
        observerId: null,
        feeling: 'YES',
        reviewerKind: 'USER',
        reviewerName: recruiterName,
      }),
    ]);

    // Another feeling replaces it: still one row for the recruiter.
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'MAYBE' });
    expect(await stored(processPersonId)).toEqual(
      expect.arrayContaining([
        { userId: recruiter.user.id, observerId: null, feeling: 'MAYBE' },
        { userId: owner.user.id, observerId: null, feeling: 'NO' },
      ]),
    );
    expect(await stored(processPersonId)).toHaveLength(2);

    // The active one again clears it; so does null.
    const cleared = await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'MAYBE' });
    expect(cleared.data!.addPersonShortlisted.feelings.map((f) => f.userId)).toEqual([owner.user.id]);
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'NO' });
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: null });
    expect(await stored(processPersonId)).toEqual([{ userId: owner.user.id, observerId: null, feeling: 'NO' }]);
  });

  it('writes the timeline and the audit log for each change, and nothing when clearing a feeling that is not there', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'YES' });
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: null });
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: null });
    expect(
      (await records.activitiesOf(processPersonId)).map((a) => ({ name: a.name, userId: a.userId, data: a.data })),
    ).toEqual([
      {
        name: 'FEELING_SET',
        userId: recruiter.user.id,
        data: { processId: process.id, feeling: 'YES', previous: null, reviewerKind: 'USER' },
      },
      {
        name: 'FEELING_SET',
        userId: recruiter.user.id,
        data: { processId: process.id, feeling: null, previous: 'YES', reviewerKind: 'USER' },
      },
    ]);
    expect(
      (await records.audits(owner.company.id, 'candidate.feeling')).filter(
        (a) => a.entityId === String(processPersonId),
      ),
    ).toHaveLength(2);
  });

  it('shows on the candidate list: the caller’s feeling and the feelings facet follow the change at once', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    const facets = async () => {
      const body = await t.gql<{
        processPersonPaginated: {
          data: { id: number; feeling: string | null }[];
          filters: { feelings: { key: string; docCount: number }[] };
        };
      }>(
        recruiter.token,
        'query($processId: Int!) { processPersonPaginated(processId: $processId, feelings: []) { data { id feeling } filters { feelings { key docCount } } } }',
        { processId: process.id },
      );
      const page = body.data!.processPersonPaginated;
      return {
        feeling: page.data.find((c) => c.id === processPersonId)?.feeling,
        counts: Object.fromEntries(page.filters.feelings.map((f) => [f.key, f.docCount])),
      };
    };
    expect(await facets()).toMatchObject({ feeling: null, counts: { NO_FEELING: 1 } });
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'YES' });
    const after = await facets();
    expect(after.feeling).toBe('YES');
    expect(after.counts.YES).toBe(1);
    expect(after.counts.NO_FEELING ?? 0).toBe(0);
    await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'NO' });
    expect((await facets()).counts).toMatchObject({ NO: 1 });
  });

  it.each<PersonStatus>(['OPEN', 'INPROGRESS', 'DISQUALIFIED'])(
    'refuses a %s candidate (FEELING_NOT_ALLOWED) and stores nothing',
    async (status) => {
      const process = await newProcess();
      const { processPersonId } = await candidate(process.id, status);
      expect(codeOf(await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'YES' }))).toBe(
        'FEELING_NOT_ALLOWED',
      );
      expect(await stored(processPersonId)).toEqual([]);
    },
  );

  it('refuses a blacklisted candidate (FEELING_NOT_ALLOWED); blacklisting clears the feelings already there', async () => {
    const process = await newProcess();
    const built = await candidate(process.id);
    await api.feel(recruiter.token, { processId: process.id, processPersonId: built.processPersonId, feeling: 'YES' });
    expect((await candidates.blacklist(owner.token, built.personId, process.id)).data!.setPersonToBlackList).toBe(true);
    expect(await stored(built.processPersonId)).toEqual([]);
    expect(
      codeOf(
        await api.feel(recruiter.token, {
          processId: process.id,
          processPersonId: built.processPersonId,
          feeling: 'MAYBE',
        }),
      ),
    ).toBe('FEELING_NOT_ALLOWED');
    expect(await stored(built.processPersonId)).toEqual([]);
  });

  it('refuses a viewer (FORBIDDEN), another company’s candidate (NOT_FOUND) and a candidate of another process (NOT_FOUND)', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    expect(codeOf(await api.feel(viewer.token, { processId: process.id, processPersonId, feeling: 'YES' }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await api.feel(stranger.token, { processId: process.id, processPersonId, feeling: 'YES' }))).toBe(
      'NOT_FOUND',
    );
    const other = await newProcess();
    expect(codeOf(await api.feel(recruiter.token, { processId: other.id, processPersonId, feeling: 'YES' }))).toBe(
      'NOT_FOUND',
    );
    expect(await stored(processPersonId)).toEqual([]);
  });

  it('refuses a feeling that is not YES, MAYBE or NO, a processPersonId that is not an id, and an id naming another candidate (BAD_INPUT)', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    expect(codeOf(await api.feel(recruiter.token, { processId: process.id, processPersonId, feeling: 'LOVE' }))).toBe(
      'BAD_INPUT',
    );
    expect(
      codeOf(await api.feel(recruiter.token, { processId: process.id, processPersonId: 'abc', feeling: 'YES' })),
    ).toBe('BAD_INPUT');
    expect(
      codeOf(
        await api.feel(recruiter.token, {
          id: processPersonId + 1,
          processId: process.id,
          processPersonId,
          feeling: 'YES',
        }),
      ),
    ).toBe('BAD_INPUT');
    expect(
      (await api.feel(recruiter.token, { id: processPersonId, processId: process.id, processPersonId, feeling: 'YES' }))
        .errors,
    ).toBeUndefined();
  });
});

describe('POST /process-web/shortlisted', () => {
  it('sets the feeling and answers { data: { feelings } }', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    const response = await api.restFeel(recruiter.token, { feeling: 'MAYBE', processId: process.id, processPersonId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        feelings: [expect.objectContaining({ userId: recruiter.user.id, feeling: 'MAYBE', reviewerKind: 'USER' })],
      },
    });
  });

  it('answers a viewer 403 FORBIDDEN, a not ENDED candidate FEELING_NOT_ALLOWED, and no session 401', async () => {
    const process = await newProcess();
    const ended = await candidate(process.id);
    const open = await candidate(process.id, 'OPEN');
    const refused = await api.restFeel(viewer.token, {
      feeling: 'YES',
      processId: process.id,
      processPersonId: ended.processPersonId,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    const notEnded = await api.restFeel(recruiter.token, {
      feeling: 'YES',
      processId: process.id,
      processPersonId: open.processPersonId,
    });
    expect(notEnded.json().code).toBe('FEELING_NOT_ALLOWED');
    expect(
      (await api.restFeel(null, { feeling: 'YES', processId: process.id, processPersonId: ended.processPersonId }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /process-web/observers/feelings', () => {
  it('stores the observer’s feeling by observer id; the company sees it with the observer’s name and kind OBSERVER', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    await t.buildFeeling({ processPersonId, userId: owner.user.id, feeling: 'YES' });
    const { observer, token } = await observerOf(process.id);

    const response = await api.observerFeel(token, {
      feeling: 'MAYBE',
      observerId: observer.id,
      processId: process.id,
      processPersonId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.feelings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: null,
          observerId: observer.id,
          feeling: 'MAYBE',
          reviewerKind: 'OBSERVER',
          reviewerName: 'Ana Observadora',
        }),
      ]),
    );
    const seen = await candidates.processPerson(
      recruiter.token,
      processPersonId,
      'feelings { observerId feeling reviewerName reviewerKind }',
    );
    expect(seen.data!.processPerson.feelings).toEqual(
      expect.arrayContaining([
        {
          userId: null,
          observerId: observer.id,
          feeling: 'MAYBE',
          reviewerName: 'Ana Observadora',
          reviewerKind: 'OBSERVER',
        },
      ]),
    );
    // The same feeling again clears it, as for users.
    await api.observerFeel(token, {
      feeling: 'MAYBE',
      observerId: observer.id,
      processId: process.id,
      processPersonId,
    });
    expect(await stored(processPersonId)).toEqual([{ userId: owner.user.id, observerId: null, feeling: 'YES' }]);
    expect(
      (await records.activitiesOf(processPersonId)).map((a) => ({ name: a.name, userId: a.userId, data: a.data })),
    ).toEqual([
      {
        name: 'FEELING_SET',
        userId: null,
        data: {
          processId: process.id,
          feeling: 'MAYBE',
          previous: null,
          reviewerKind: 'OBSERVER',
          observerId: observer.id,
        },
      },
      {
        name: 'FEELING_SET',
        userId: null,
        data: {
          processId: process.id,
          feeling: null,
          previous: 'MAYBE',
          reviewerKind: 'OBSERVER',
          observerId: observer.id,
        },
      },
    ]);
  });

  it('refuses another observer’s id and another process (FORBIDDEN), a candidate the link does not show (NOT_FOUND)', async () => {
    const process = await newProcess();
    const shown = await candidate(process.id);
    await t.buildFeeling({ processPersonId: shown.processPersonId, userId: owner.user.id, feeling: 'YES' });
    const hidden = await candidate(process.id);
    const { observer, token } = await observerOf(process.id);
    const other = await observerOf(process.id, 'Otra Persona');
    const body = (over: Record<string, unknown>) => ({
      feeling: 'YES',
      observerId: observer.id,
      processId: process.id,
      processPersonId: shown.processPersonId,
      ...over,
    });

    const wrongObserver = await api.observerFeel(token, body({ observerId: other.observer.id }));
    expect([wrongObserver.statusCode, wrongObserver.json().code]).toEqual([403, 'FORBIDDEN']);
    const otherProcess = await newProcess();
    expect((await api.observerFeel(token, body({ processId: otherProcess.id }))).json().code).toBe('FORBIDDEN');
    const notShown = await api.observerFeel(token, body({ processPersonId: hidden.processPersonId }));
    expect([notShown.statusCode, notShown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await stored(hidden.processPersonId)).toEqual([]);
    expect(await stored(shown.processPersonId)).toEqual([{ userId: owner.user.id, observerId: null, feeling: 'YES' }]);
  });

  it('needs the terms accepted (OBSERVER_TERMS_REQUIRED), the realm header, and refuses a company user', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    await t.buildFeeling({ processPersonId, userId: owner.user.id, feeling: 'YES' });
    const fresh = await t.buildObserverLink({ processId: process.id, companyId: owner.company.id, sections: ['DISC'] });
    const body = { feeling: 'YES', observerId: fresh.observer.id, processId: process.id, processPersonId };
    expect((await api.observerFeel(fresh.token, body)).json().code).toBe('OBSERVER_TERMS_REQUIRED');
    expect((await api.observerFeel(fresh.token, body, {})).json().code).toBe('FORBIDDEN');
    expect((await api.observerFeel(recruiter.token, body, {})).json().code).toBe('FORBIDDEN');
    expect((await api.observerFeel(recruiter.token, body, observerHeaders())).statusCode).toBeGreaterThanOrEqual(400);
    expect(await stored(processPersonId)).toEqual([{ userId: owner.user.id, observerId: null, feeling: 'YES' }]);
  });

  it('answers an expired link SESSION_EXPIRED (401)', async () => {
    const process = await newProcess();
    const { processPersonId } = await candidate(process.id);
    const { observer, token } = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC'],
      termsAcceptedAt: new Date(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await api.observerFeel(token, {
      feeling: 'YES',
      observerId: observer.id,
      processId: process.id,
      processPersonId,
    });
    expect([response.statusCode, response.json().code]).toEqual([401, 'SESSION_EXPIRED']);
  });
});
