import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarDayIn, sharedMessages, type PersonStatus } from '@terna/domain';
import { hires } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/** setPersonHired, updatePersonHired and the REST hire routes: dates, bounds, states and what they record. */

const DAY_MS = 86_400_000;
const BOGOTA = 'America/Bogota';
/** yyyy-MM-dd → dd-MM-yyyy, the spec's format. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');
const today = () => calendarDayIn(new Date(), BOGOTA);

const { t, owner, recruiter, process } = testSuite({
  members: ['recruiter'],
  process: { timeZone: BOGOTA, startDate: new Date(Date.now() - 10 * DAY_MS) },
});
const api = candidateApi(t);
const records = invitationRecords(t);

const candidate = (status: PersonStatus = 'ENDED', processId = process.id) =>
  t.buildProcessPerson({ processId, evaluationsStatus: status });
const hireRow = async (processPersonId: number) =>
  (await t.db.select().from(hires).where(eq(hires.processPersonId, processPersonId)))[0];

describe('setPersonHired', () => {
  it('hires an ENDED candidate on a dd-MM-yyyy day: ACTIVE, who and when, on the timeline and audited', async () => {
    const built = await candidate();
    const day = calendarDayIn(new Date(Date.now() - 3 * DAY_MS), BOGOTA);
    const before = Date.now();
    const body = await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(day));
    expect(body.errors).toBeUndefined();
    expect(body.data!.setPersonHired).toMatchObject({ hiredAt: day, status: 'ACTIVE', userId: recruiter.user.id });
    expect(new Date(body.data!.setPersonHired.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await hireRow(built.processPersonId)).toMatchObject({
      hiredAt: day,
      status: 'ACTIVE',
      userId: recruiter.user.id,
    });
    expect((await api.processPerson(owner.token, built.processPersonId)).data!.processPerson.hired).toMatchObject({
      hiredAt: day,
      status: 'ACTIVE',
    });
    expect(
      (await records.activitiesOf(built.processPersonId)).map((a) => ({
        name: a.name,
        userId: a.userId,
        data: a.data,
      })),
    ).toEqual([{ name: 'HIRED', userId: recruiter.user.id, data: { hiredAt: day } }]);
    const audits = (await records.audits(owner.company.id, 'candidate.hire')).filter(
      (a) => a.entityId === String(built.processPersonId),
    );
    expect(audits).toMatchObject([{ userId: recruiter.user.id, data: { processId: process.id, hiredAt: day } }]);
  });

  it('takes yyyy-MM-dd too, and both bounds: the process’s start day and today', async () => {
    const start = calendarDayIn(process.startDate!, BOGOTA);
    expect(
      (await api.hire(recruiter.token, process.id, (await candidate()).processPersonId, start)).data!.setPersonHired
        .hiredAt,
    ).toBe(start);
    expect(
      (await api.hire(recruiter.token, process.id, (await candidate()).processPersonId, dayFirst(today()))).data!
        .setPersonHired.hiredAt,
    ).toBe(today());
  });

  it.each(['31-02-2025', '2025/01/01', '1-1-2025', 'mañana', ''])(
    'refuses the date %j with BAD_INPUT on hiredDate',
    async (value) => {
      const built = await candidate();
      const body = await api.hire(recruiter.token, process.id, built.processPersonId, value);
      expect(codeOf(body)).toBe('BAD_INPUT');
      expect(body.errors![0]!.extensions!.fields).toEqual({ hiredDate: sharedMessages.es.validation.regex });
      expect(await hireRow(built.processPersonId)).toBeUndefined();
    },
  );

  it('refuses a day before the process start or after today (HIRE_DATE_OUT_OF_RANGE)', async () => {
    const built = await candidate();
    const dayBeforeStart = calendarDayIn(new Date(process.startDate!.getTime() - DAY_MS), BOGOTA);
    const tomorrow = calendarDayIn(new Date(Date.now() + DAY_MS), BOGOTA);
    for (const day of [dayBeforeStart, tomorrow]) {
      const body = await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(day));
      expect(codeOf(body)).toBe('HIRE_DATE_OUT_OF_RANGE');
      expect(body.errors![0]!.message).toBe(sharedMessages.es.errors.HIRE_DATE_OUT_OF_RANGE);
    }
    expect(await hireRow(built.processPersonId)).toBeUndefined();
  });

  it('counts today in the process’s time zone, not the server’s', async () => {
    // UTC+14: its today is often the server's tomorrow, and never its yesterday.
    const kiritimati = await t.buildProcess({ companyId: owner.company.id, timeZone: 'Pacific/Kiritimati' });
    const built = await candidate('ENDED', kiritimati.id);
    const theirToday = calendarDayIn(new Date(), 'Pacific/Kiritimati');
    const body = await api.hire(recruiter.token, kiritimati.id, built.processPersonId, theirToday);
    expect(body.errors).toBeUndefined();
    expect(body.data!.setPersonHired.hiredAt).toBe(theirToday);
  });

  it.each<PersonStatus>(['OPEN', 'INPROGRESS', 'DISQUALIFIED'])(
    'refuses a %s candidate (CANDIDATE_STATUS_INVALID)',
    async (status) => {
      const built = await candidate(status);
      expect(codeOf(await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(today())))).toBe(
        'CANDIDATE_STATUS_INVALID',
      );
      expect(await hireRow(built.processPersonId)).toBeUndefined();
    },
  );

  it('refuses a candidate already hired (CANDIDATE_STATUS_INVALID): the second action is updatePersonHired', async () => {
    const built = await candidate();
    await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(today()));
    expect(codeOf(await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(today())))).toBe(
      'CANDIDATE_STATUS_INVALID',
    );
  });

  it('works in a CLOSED process and refuses a DRAFT or CANCELED one (PROCESS_STATUS_INVALID)', async () => {
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    expect(
      (
        await api.hire(
          recruiter.token,
          closed.id,
          (await candidate('ENDED', closed.id)).processPersonId,
          dayFirst(today()),
        )
      ).errors,
    ).toBeUndefined();
    for (const status of ['DRAFT', 'CANCELED'] as const) {
      const other = await t.buildProcess({ companyId: owner.company.id, status });
      const built = await candidate('ENDED', other.id);
      expect(codeOf(await api.hire(recruiter.token, other.id, built.processPersonId, dayFirst(today())))).toBe(
        'PROCESS_STATUS_INVALID',
      );
    }
  });

  it('refuses a blacklisted candidate (CANDIDATE_BLACKLISTED)', async () => {
    const built = await candidate();
    await t.buildBlacklist({ companyId: owner.company.id, personId: built.personId });
    expect(codeOf(await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(today())))).toBe(
      'CANDIDATE_BLACKLISTED',
    );
  });
});

describe('updatePersonHired', () => {
  it('moves the hire date within the bounds (HIRE_UPDATED)', async () => {
    const built = await candidate();
    await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(today()));
    const earlier = calendarDayIn(new Date(Date.now() - 5 * DAY_MS), BOGOTA);
    const body = await api.updateHire(owner.token, process.id, built.processPersonId, dayFirst(earlier));
    expect(body.errors).toBeUndefined();
    expect(body.data!.updatePersonHired).toMatchObject({
      hiredAt: earlier,
      status: 'ACTIVE',
      userId: recruiter.user.id,
    });
    expect((await records.activitiesOf(built.processPersonId)).at(-1)).toMatchObject({
      name: 'HIRE_UPDATED',
      userId: owner.user.id,
      data: { hiredAt: earlier, previousHiredAt: today() },
    });
    expect(
      (await records.audits(owner.company.id, 'candidate.hireUpdate')).filter(
        (a) => a.entityId === String(built.processPersonId),
      ),
    ).toHaveLength(1);
    const tomorrow = calendarDayIn(new Date(Date.now() + DAY_MS), BOGOTA);
    expect(codeOf(await api.updateHire(owner.token, process.id, built.processPersonId, dayFirst(tomorrow)))).toBe(
      'HIRE_DATE_OUT_OF_RANGE',
    );
    expect((await hireRow(built.processPersonId))!.hiredAt).toBe(earlier);
  });

  it('removes the hire when the date is null (HIRE_CANCELLED)', async () => {
    const built = await candidate();
    await api.hire(recruiter.token, process.id, built.processPersonId, dayFirst(today()));
    const body = await api.updateHire(owner.token, process.id, built.processPersonId, null);
    expect(body.errors).toBeUndefined();
    expect(body.data!.updatePersonHired).toBeNull();
    expect(await hireRow(built.processPersonId)).toBeUndefined();
    expect((await api.processPerson(owner.token, built.processPersonId)).data!.processPerson.hired).toBeNull();
    expect((await records.activitiesOf(built.processPersonId)).map((a) => a.name)).toEqual(['HIRED', 'HIRE_CANCELLED']);
    expect(
      (await records.audits(owner.company.id, 'candidate.hireCancel')).filter(
        (a) => a.entityId === String(built.processPersonId),
      ),
    ).toHaveLength(1);
  });

  it('refuses a candidate who is not hired (CANDIDATE_STATUS_INVALID)', async () => {
    const built = await candidate();
    expect(codeOf(await api.updateHire(owner.token, process.id, built.processPersonId, null))).toBe(
      'CANDIDATE_STATUS_INVALID',
    );
    expect(codeOf(await api.updateHire(owner.token, process.id, built.processPersonId, dayFirst(today())))).toBe(
      'CANDIDATE_STATUS_INVALID',
    );
  });
});

describe('REST hiring', () => {
  it('POST /process-web/hired hires and PUT /process-web/hired/cancel removes the hire', async () => {
    const built = await candidate();
    const hired = await api.restHire(recruiter.token, {
      processId: process.id,
      hiredDate: dayFirst(today()),
      processPersonId: built.processPersonId,
    });
    expect(hired.statusCode).toBe(200);
    expect(hired.json().data).toMatchObject({ hiredAt: today(), status: 'ACTIVE', userId: recruiter.user.id });
    const cancelled = await api.restCancelHire(recruiter.token, {
      processId: process.id,
      processPersonId: built.processPersonId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ data: true });
    expect(await hireRow(built.processPersonId)).toBeUndefined();
  });

  it('answers refusals as { messages, code } in the caller’s language', async () => {
    const built = await candidate();
    const tomorrow = calendarDayIn(new Date(Date.now() + DAY_MS), BOGOTA);
    const response = await api.restHire(
      recruiter.token,
      { processId: process.id, hiredDate: dayFirst(tomorrow), processPersonId: built.processPersonId },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      messages: [sharedMessages.en.errors.HIRE_DATE_OUT_OF_RANGE],
      code: 'HIRE_DATE_OUT_OF_RANGE',
    });
    expect(
      (
        await api.restCancelHire(recruiter.token, { processId: process.id, processPersonId: built.processPersonId })
      ).json(),
    ).toMatchObject({
      code: 'CANDIDATE_STATUS_INVALID',
    });
  });
});
