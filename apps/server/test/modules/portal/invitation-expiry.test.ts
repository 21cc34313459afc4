import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_PRIVACY_NOTICE, sharedMessages } from '@terna/domain';
import { processes } from '../../../src/db/schema/index.js';
import { uniqueTag } from '../../support/factories.js';
import { invitationApi } from '../../support/invitation-api.js';
import { buildPortalProcess, mailsTo, portalApi } from '../../support/portal-api.js';
import { testSuite } from '../../support/suite.js';

/**
 * The invitation e-mail's personal link expires at the process's end date as it was when the link
 * was made, and a renewed invitation's link at the end date as it is then (docs/decisions/030).
 * A session the link opened lasts its own time, and no portal call outlives the process's end.
 */
const { t, owner } = testSuite();
const portal = portalApi(t);
const invitations = invitationApi(t);
const HOUR_MS = 3_600_000;

afterEach(() => vi.useRealTimers());

/** The token of the newest invitation e-mailed to the address, as the candidate clicks it. */
async function mailedToken(email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).at(-1);
  const token = /\?invitation=([\w.-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** Runs the rest of the test as if the clock read `at`: only Date is faked, timers run as usual. */
function clockAt(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('the personal invitation link', () => {
  it('works until the end date it was made with; a renewal after an extension works until the new end date', async () => {
    const firstEnd = Date.now() + HOUR_MS;
    const extendedEnd = firstEnd + 2 * HOUR_MS;
    const process = await buildPortalProcess(t, { companyId: owner.company.id, endDate: new Date(firstEnd) });
    const email = `invitada-${uniqueTag()}@example.test`;
    const added = await invitations.addPerson(owner.token, process.id, {
      firstName: 'Rosa',
      lastName: 'Invitada',
      mail: email,
      countryCode: 'EC',
    });
    expect(added.errors).toBeUndefined();
    const firstLink = await mailedToken(email);

    // Valid: the candidate opens it before the end date and starts their evaluation.
    const opened = await portal.invitation(process.id, firstLink);
    expect(opened.statusCode).toBe(200);
    const session = (opened.json() as { token: string }).token;
    expect((await portal.consent(session, CANDIDATE_PRIVACY_NOTICE.version)).statusCode).toBe(200);

    // The recruiter extends the process; the old end date passes.
    await t.db
      .update(processes)
      .set({ endDate: new Date(extendedEnd) })
      .where(eq(processes.id, process.id));
    clockAt(firstEnd + 60_000);
    for (const language of ['es', 'en'] as const) {
      const expired = await portal.invitation(process.id, firstLink, { headers: { 'accept-language': language } });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        code: 'INVITATION_EXPIRED',
        messages: [sharedMessages[language].errors.INVITATION_EXPIRED],
      });
    }
    // A session the link opened before it expired keeps its own expiry.
    expect((await portal.consent(session, CANDIDATE_PRIVACY_NOTICE.version)).statusCode).toBe(200);

    // Renewed: a new link that works until the extended end date (the recruiter signs in again an hour later).
    const recruiterToken = await t.login(owner.user.email, owner.user.password);
    const renewed = await t.gql<{ renewInvitation: boolean }>(
      recruiterToken,
      'mutation Renew($id: Int!) { renewInvitation(processPersonId: $id) }',
      { id: added.data!.addPerson.processPersonId },
    );
    expect(renewed.errors).toBeUndefined();
    const renewedLink = await mailedToken(email);
    expect(renewedLink).not.toBe(firstLink);
    const reopened = await portal.invitation(process.id, renewedLink);
    expect(reopened.statusCode).toBe(200);

    // Past the extended end date the process itself is over: neither link nor session opens anything.
    clockAt(extendedEnd + 60_000);
    for (const token of [renewedLink, firstLink])
      expect((await portal.invitation(process.id, token)).json()).toMatchObject({ code: 'PROCESS_OUT_OF_DATE' });
    expect((await portal.consent(session, CANDIDATE_PRIVACY_NOTICE.version)).json()).toMatchObject({
      code: 'PROCESS_OUT_OF_DATE',
    });
  });
});
