import { eq, sql } from 'drizzle-orm';
import { talentPoolOptInSchema, type TalentPoolOptIn } from '@terna/domain';
import type { RequestContext } from '../../context.js';
import { persons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { loadParticipant, type Participant } from './participant.js';

/**
 * The candidate's talent-pool choice (issue 19; docs/api/portal.md, "Talent pool"). It belongs to the
 * person, not to the process: it is read and changed whatever the process's status (a candidate can
 * always withdraw, even after the process closed), but only by a candidate who accepted the privacy
 * notice, whose text is what tells them Terna keeps their data.
 */
async function optInParticipant(ctx: RequestContext): Promise<Participant> {
  const participant = await loadParticipant(ctx);
  if (!participant.consented) throw new DomainError('CONSENT_REQUIRED');
  return participant;
}

async function readOptIn(ctx: RequestContext, personId: number): Promise<TalentPoolOptIn> {
  const [row] = await ctx.db
    .select({ optIn: persons.talentPoolOptIn, at: persons.talentPoolOptInAt })
    .from(persons)
    .where(eq(persons.id, personId));
  if (!row) throw new DomainError('UNAUTHENTICATED');
  return { optIn: row.optIn, optInAt: row.optIn && row.at ? row.at.toISOString() : null };
}

/** GET /portal-web/me/talent-pool: whether the candidate is in the talent pool. */
export async function getTalentPoolOptIn(ctx: RequestContext): Promise<TalentPoolOptIn> {
  const participant = await optInParticipant(ctx);
  return readOptIn(ctx, participant.personId);
}

/**
 * PUT /portal-web/me/talent-pool `{ optIn }`: joins or leaves the talent pool. Joining stamps the time
 * (kept after a withdrawal as evidence of the earlier consent); joining again while in keeps the first
 * time, so a retried request or a double tap changes nothing.
 */
export async function setTalentPoolOptIn(ctx: RequestContext, body: unknown): Promise<TalentPoolOptIn> {
  const participant = await optInParticipant(ctx);
  const { optIn } = parseInput(ctx, talentPoolOptInSchema, body);
  await ctx.db
    .update(persons)
    .set(
      optIn
        ? {
            talentPoolOptIn: true,
            talentPoolOptInAt: sql`case when ${persons.talentPoolOptIn} then ${persons.talentPoolOptInAt} else now() end`,
          }
        : { talentPoolOptIn: false },
    )
    .where(eq(persons.id, participant.personId));
  return readOptIn(ctx, participant.personId);
}
