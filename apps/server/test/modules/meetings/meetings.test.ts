import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEETING_DEFAULT_DURATION, MEETING_MAX_DURATION } from '@terna/domain';
import { userIntegrations } from '../../../src/db/schema/index.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { createTestApp, type Member } from '../../support/test-app.js';

/**
 * Virtual interviews (docs/api/meetings.md) against a local fake Zoom: connecting through the OAuth
 * callback, listing and disconnecting (the app's fake Zoom, test/support/fake-zoom.ts), and createMeeting with its mail, timeline entry and refusals.
 */

const {
  t,
  owner,
  recruiter,
  viewer,
  stranger,
  process: interview,
} = testSuite({
  members: ['recruiter', 'viewer', 'stranger'],
  config: { publicUrl: 'https://terna.example.test' },
  process: { name: 'ANALISTA DE DATOS', withJobOpportunity: true },
});
const records = invitationRecords(t);

const AUTH_URL = 'query { getIntegrationAuthorizationUrl(provider: ZOOM) { provider url } }';
const INTEGRATIONS = 'query { getUserIntegrations { id provider updatedAt active } }';
const CREATE = `mutation($subject: String!, $description: String!, $startTime: String!, $duration: Int!,
  $guestId: Int!, $processId: Int!, $timezone: String) {
  createMeeting(subject: $subject, description: $description, startTime: $startTime, duration: $duration,
    guestId: $guestId, processId: $processId, provider: ZOOM, timezone: $timezone) {
    topic startTime timezone duration agenda joinUrl } }`;
/** What a browser's navigation sends: the popup. */
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const DISCONNECT = 'mutation { disconnectAccount(provider: ZOOM) { ok } }';

interface Integration {
  id: number;
  provider: string;
  updatedAt: string;
  active: boolean;
}
interface Meeting {
  topic: string;
  startTime: string;
  timezone: string;
  duration: number;
  agenda: string;
  joinUrl: string;
}

/** Tomorrow at 10:00 in Guayaquil (UTC-5), as the form sends it. */
const tomorrow = () => `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T10:00:00-05:00`;

/** The popup's journey: our consent URL, the fake's auto-approval, and our callback with its code and state. */
async function connect(member: Member) {
  const body = await t.gql<{ getIntegrationAuthorizationUrl: { provider: string; url: string } }>(
    member.token,
    AUTH_URL,
  );
  expect(body.errors).toBeUndefined();
  const consent = await fetch(body.data!.getIntegrationAuthorizationUrl.url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('https://terna.example.test/integrations/zoom/callback');
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { accept: HTML } });
}

const integrations = async (member: Member) =>
  (await t.gql<{ getUserIntegrations: Integration[] }>(member.token, INTEGRATIONS)).data?.getUserIntegrations;

const rowsOf = (member: Member) =>
  t.db
    .select()
    .from(userIntegrations)
    .where(and(eq(userIntegrations.userId, member.user.id), eq(userIntegrations.companyId, member.company.id)));

async function candidate(email = `ana.${randomBytes(4).toString('hex')}@correo.test`) {
  return t.buildProcessPerson({
    processId: interview.id,
    evaluationsStatus: 'INPROGRESS',
    person: { firstName: 'Ana', email },
  });
}

const create = (member: Member, variables: Record<string, unknown>) =>
  t.gql<{ createMeeting: Meeting }>(member.token, CREATE, {
    subject: 'Entrevista con Ana',
    description: 'Conversemos sobre tu experiencia.',
    startTime: tomorrow(),
    duration: 30,
    processId: interview.id,
    timezone: 'America/Guayaquil',
    ...variables,
  });

beforeAll(async () => {
  await t.buildFeature(owner.company.id, 'ZOOM_INTEGRATION');
});

describe('connecting Zoom', () => {
  it('stores the connection of the user who approved, with the tokens encrypted', async () => {
    const answer = await connect(recruiter);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('Zoom conectado');
    const listed = await integrations(recruiter);
    expect(listed).toMatchObject([{ provider: 'ZOOM', active: true }]);
    const [row] = await rowsOf(recruiter);
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.refreshToken).toMatch(/^v1\./);
    // Colleagues do not see one another's connections.
    expect(await integrations(owner)).toEqual([]);
  });

  it('refuses a forged, expired, endless or foreign state and stores nothing', async () => {
    const forged = await new SignJWT({ cid: owner.company.id, prv: 'ZOOM' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.user.id))
      .setAudience('terna:integration-oauth')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret'));
    const expired = await new SignJWT({ cid: owner.company.id, prv: 'ZOOM' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.user.id))
      .setAudience('terna:integration-oauth')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.jwtSecret));
    const endless = await new SignJWT({ cid: owner.company.id, prv: 'ZOOM' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.user.id))
      .setAudience('terna:integration-oauth')
      .sign(new TextEncoder().encode(t.jwtSecret));
    // A company access token is signed with the same secret but is not an OAuth state.
    for (const state of [forged, expired, endless, owner.token, 'garbage']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/integrations/zoom/callback?code=abc&state=${encodeURIComponent(state)}`,
        headers: { accept: HTML },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('La autorización no es válida o venció');
    }
    // An API client gets the code in JSON, as from every route.
    const missing = await t.app.inject({ method: 'GET', url: '/integrations/zoom/callback?code=abc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INTEGRATION_STATE_INVALID' });
    expect(await rowsOf(owner)).toEqual([]);
    expect(t.zoom.tokenRequests).toEqual(['authorization_code']);
  });

  it('stores nothing when the user declines on Zoom', async () => {
    t.zoom.denyConsent = true;
    try {
      const answer = await connect(owner);
      expect(answer.statusCode).toBe(409);
      expect(answer.body).toContain('Conecta tu cuenta de Zoom');
    } finally {
      t.zoom.denyConsent = false;
    }
    expect(await rowsOf(owner)).toEqual([]);
  });

  it('keeps one connection when twenty callbacks arrive at once', async () => {
    const member = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    const urls = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const body = await t.gql<{ getIntegrationAuthorizationUrl: { url: string } }>(member.token, AUTH_URL);
        const consent = await fetch(body.data!.getIntegrationAuthorizationUrl.url, { redirect: 'manual' });
        const back = new URL(consent.headers.get('location')!);
        return back.pathname + back.search;
      }),
    );
    const answers = await Promise.all(
      urls.map((url) => t.app.inject({ method: 'GET', url, headers: { accept: HTML } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(urls.map(() => 200));
    expect(await rowsOf(member)).toHaveLength(1);
  });

  it('needs the company’s ZOOM_INTEGRATION feature', async () => {
    for (const query of [AUTH_URL, INTEGRATIONS])
      expect(codeOf(await t.gql(stranger.token, query))).toBe('FEATURE_REQUIRED');
  });

  it('says clearly when Zoom is not set up on the server', async () => {
    const bare = await createTestApp({
      zoom: { clientId: undefined, clientSecret: undefined, oauthUrl: '', apiUrl: '' },
    });
    try {
      const member = await bare.buildMember();
      await bare.buildFeature(member.company.id, 'ZOOM_INTEGRATION');
      const body = await bare.gql(member.token, AUTH_URL);
      expect(codeOf(body)).toBe('INTEGRATION_NOT_CONFIGURED');
      expect(body.errors![0]!.message).toContain('no están configuradas en este servidor');
    } finally {
      await bare.close();
    }
  });
});

describe('createMeeting', () => {
  it('creates the Zoom meeting, e-mails the link with an .ics and records it on the timeline', async () => {
    const guest = await candidate();
    const body = await create(recruiter, { guestId: guest.personId });
    expect(body.errors).toBeUndefined();
    const meeting = body.data!.createMeeting;
    const created = t.zoom.meetings.at(-1)!;
    expect(meeting).toMatchObject({
      topic: 'Entrevista con Ana',
      timezone: 'America/Guayaquil',
      duration: 30,
      agenda: 'Conversemos sobre tu experiencia.',
      joinUrl: created.join_url,
    });
    expect(new Date(meeting.startTime).toISOString()).toBe(new Date(tomorrow()).toISOString());
    expect(created).toMatchObject({ type: 2, start_time: tomorrow(), timezone: 'America/Guayaquil', duration: 30 });
    // Zoom received the plain token; the database holds it sealed.
    const [row] = await rowsOf(recruiter);
    expect(row!.accessToken).not.toContain(created.accessToken);

    const [mail] = await records.mailsTo(owner.company.id, guest.person.email!);
    expect(mail!.subject).toBe('Entrevista virtual: Entrevista con Ana');
    expect(mail!.body).toContain(created.join_url);
    expect(mail!.body).toContain('Duración: 30 minutos');
    expect(mail!.category).toBe('CANDIDATE');
    const [ics] = mail!.attachments as { filename: string; contentType: string; content: string }[];
    expect(ics!.filename).toBe('entrevista.ics');
    expect(ics!.contentType).toContain('text/calendar');
    expect(ics!.content).toContain('BEGIN:VEVENT');
    expect(ics!.content).toContain(`DTSTART:${new Date(tomorrow()).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(ics!.content.replace(/\r\n /g, '')).toContain(`URL:${created.join_url}`);

    const activities = await records.activitiesOf(guest.processPersonId);
    expect(activities).toMatchObject([
      { name: 'MEETING_SCHEDULED', userId: recruiter.user.id, data: { joinUrl: created.join_url, duration: 30 } },
    ]);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const guest = await candidate();
    const before = t.zoom.meetings.length;
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: past }, 'startTime'],
      [{ startTime: '2026-13-01T10:00:00-05:00' }, 'startTime'],
      [{ startTime: 'mañana' }, 'startTime'],
      [{ duration: MEETING_MAX_DURATION + 1 }, 'duration'],
      [{ duration: -1 }, 'duration'],
      [{ description: 'x'.repeat(201) }, 'description'],
      [{ description: '   ' }, 'description'],
      [{ subject: '' }, 'subject'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
    ];
    for (const [variables, field] of cases) {
      const body = await create(recruiter, { guestId: guest.personId, ...variables });
      expect(codeOf(body), JSON.stringify(variables)).toBe('BAD_INPUT');
      expect(Object.keys(body.errors![0]!.extensions!.fields!)).toContain(field);
    }
    expect(t.zoom.meetings).toHaveLength(before);
    expect(await records.mailsTo(owner.company.id, guest.person.email!)).toEqual([]);
    expect(await records.activitiesOf(guest.processPersonId)).toEqual([]);
  });

  it('accepts a duration of 0 and the default of 10 minutes as the spec’s form sends them', async () => {
    const guest = await candidate();
    for (const duration of [0, MEETING_DEFAULT_DURATION]) {
      const body = await create(recruiter, { guestId: guest.personId, duration });
      expect(body.data?.createMeeting.duration).toBe(duration);
    }
  });

  it('refreshes an expired access token once, even for twenty meetings at once', async () => {
    const guest = await candidate();
    await t.db
      .update(userIntegrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userIntegrations.userId, recruiter.user.id));
    const refreshes = t.zoom.tokenRequests.filter((grant) => grant === 'refresh_token').length;
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        create(recruiter, { guestId: guest.personId, subject: `Entrevista ${index}` }),
      ),
    );
    expect(bodies.map((body) => body.errors)).toEqual(bodies.map(() => undefined));
    expect(t.zoom.tokenRequests.filter((grant) => grant === 'refresh_token').length).toBe(refreshes + 1);
    expect(await records.mailsTo(owner.company.id, guest.person.email!)).toHaveLength(20);
  });

  it('refreshes and retries when Zoom refuses a token it had not expired (code 124)', async () => {
    const guest = await candidate();
    t.zoom.invalidateAccessTokens();
    const body = await create(recruiter, { guestId: guest.personId });
    expect(body.errors).toBeUndefined();
    expect(t.zoom.tokenRequests.at(-1)).toBe('refresh_token');
  });

  it('keeps the refreshed tokens when the meeting then fails, and writes nothing of the meeting', async () => {
    const guest = await candidate();
    t.zoom.invalidateAccessTokens();
    t.zoom.failNextMeetings(1, 500, { code: 500, message: 'Internal error' });
    const body = await create(recruiter, { guestId: guest.personId });
    expect(codeOf(body)).toBe('INTEGRATION_PROVIDER_FAILED');
    expect(await records.mailsTo(owner.company.id, guest.person.email!)).toEqual([]);
    expect(await records.activitiesOf(guest.processPersonId)).toEqual([]);
    // The old refresh token is spent at Zoom: only the stored new one lets the next meeting through.
    expect((await create(recruiter, { guestId: guest.personId })).errors).toBeUndefined();
  });

  it('asks to reconnect when Zoom refuses the refresh token, and marks the connection inactive', async () => {
    const member = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    await connect(member);
    const guest = await candidate();
    t.zoom.invalidateAccessTokens();
    t.zoom.refuseRefreshTokens();
    const body = await create(member, { guestId: guest.personId });
    expect(codeOf(body)).toBe('INTEGRATION_RECONNECT');
    expect(body.errors![0]!.message).toContain('vuelve a conectar tu cuenta');
    expect(await integrations(member)).toMatchObject([{ active: false }]);
    expect(await records.mailsTo(owner.company.id, guest.person.email!)).toEqual([]);
    // Connecting again makes it usable.
    await connect(member);
    expect(await integrations(member)).toMatchObject([{ active: true }]);
    expect((await create(member, { guestId: guest.personId })).errors).toBeUndefined();
  });

  it('refuses without a connection, a permission, the feature, a launched process or a candidate', async () => {
    const guest = await candidate();
    expect(codeOf(await create(owner, { guestId: guest.personId }))).toBe('INTEGRATION_NOT_CONNECTED');
    expect(codeOf(await create(viewer, { guestId: guest.personId }))).toBe('FORBIDDEN');
    expect(codeOf(await create(recruiter, { guestId: 2_000_000_000 }))).toBe('NOT_FOUND');
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED', withJobOpportunity: true });
    const late = await t.buildProcessPerson({ processId: closed.id, person: { email: 'tarde@correo.test' } });
    expect(codeOf(await create(recruiter, { guestId: late.personId, processId: closed.id }))).toBe(
      'PROCESS_STATUS_INVALID',
    );
    const foreign = await t.buildProcess({ companyId: stranger.company.id, withJobOpportunity: true });
    const other = await t.buildProcessPerson({ processId: foreign.id });
    expect(codeOf(await create(recruiter, { guestId: other.personId, processId: foreign.id }))).toBe('NOT_FOUND');
    expect(codeOf(await create(stranger, { guestId: other.personId, processId: foreign.id }))).toBe('FEATURE_REQUIRED');
    const silent = await t.buildProcessPerson({ processId: interview.id, person: { email: null } });
    expect(codeOf(await create(recruiter, { guestId: silent.personId }))).toBe('CANDIDATE_NO_EMAIL');
  });
});

describe('disconnectAccount', () => {
  it('forgets the connection and revokes it at Zoom; a second call has nothing to remove', async () => {
    const member = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    await connect(member);
    const revokedBefore = t.zoom.revoked.length;
    const body = await t.gql<{ disconnectAccount: { ok: boolean } }>(member.token, DISCONNECT);
    expect(body.data?.disconnectAccount.ok).toBe(true);
    expect(await rowsOf(member)).toEqual([]);
    await expect.poll(() => t.zoom.revoked.length).toBe(revokedBefore + 1);
    expect(
      (await t.gql<{ disconnectAccount: { ok: boolean } }>(member.token, DISCONNECT)).data?.disconnectAccount.ok,
    ).toBe(false);
    expect(codeOf(await create(member, { guestId: (await candidate()).personId }))).toBe('INTEGRATION_NOT_CONNECTED');
  });
});
