import { and, eq, sql } from 'drizzle-orm';
import { CANDIDATE_PRIVACY_NOTICE, PORTAL_STATUS_ERRORS, portalConsentSchema } from '@terna/domain';
import type { RequestContext } from '../../context.js';
import { candidateConsents } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { loadParticipant } from './participant.js';

/** A user agent is kept as evidence of the acceptance, not parsed: a bounded prefix is enough. */
const USER_AGENT_MAX = 512;

/**
 * POST /portal-web/me/consent: the candidate accepts the current privacy notice and the processing of
 * their data. Stored with the notice's version, the time, the address and the browser; a version that
 * is not the current one is refused (the page was open while the notice changed). Accepting the same
 * version again changes nothing.
 */
export async function acceptConsent(
  ctx: RequestContext,
  body: unknown,
  client: { ipAddress: string; userAgent: string | undefined },
): Promise<{ consent: { accepted: true; version: string } }> {
  const participant = await loadParticipant(ctx);
  if (participant.processStatus !== 'OPEN') throw new DomainError(PORTAL_STATUS_ERRORS[participant.processStatus]);
  const input = parseInput(ctx, portalConsentSchema, body);
  const version = CANDIDATE_PRIVACY_NOTICE.version;
  if (input.privacyVersion !== version)
    throw new DomainError('BAD_INPUT', {}, { privacyVersion: { key: 'validation.regex', params: {} } });
  // Locked: twenty accepts at once (a double tap, a retried request) store one consent and one timeline entry.
  await ctx.db.execute(sql`select id from process_persons where id = ${participant.processPersonId} for update`);
  const [already] = await ctx.db
    .select({ id: candidateConsents.id })
    .from(candidateConsents)
    .where(
      and(
        eq(candidateConsents.processPersonId, participant.processPersonId),
        eq(candidateConsents.noticeVersion, version),
        eq(candidateConsents.dataProcessing, true),
      ),
    );
  if (!already) {
    await ctx.db.insert(candidateConsents).values({
      processPersonId: participant.processPersonId,
      companyId: participant.companyId,
      noticeVersion: version,
      dataProcessing: true,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    await recordActivities(ctx.db, [
      { processPersonId: participant.processPersonId, name: 'CONSENT_ACCEPTED', userId: null, data: { version } },
    ]);
  }
  return { consent: { accepted: true, version } };
}
