import { meetingRequestSchema, type MeetingProvider } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { candidateOf, processForAction, recordActivities, refuseBlacklisted } from '../candidates/index.js';
import { mailProcessOf } from '../invitations/index.js';
import { providerCall, providerSetup, requireZoomFeature, usableIntegration } from './integration.service.js';
import { meetingMail } from './meeting-mail.js';
import { ZoomAuthError, type ZoomMeeting } from './zoom-client.js';

/** The meeting as the spec's entity has it (spec 3 section 3). */
export interface MeetingView {
  topic: string;
  startTime: Date;
  timezone: string;
  duration: number;
  agenda: string;
  joinUrl: string;
}

export interface MeetingArgs {
  description: string;
  duration: number;
  guestId: number;
  processId: number;
  provider: MeetingProvider;
  startTime: string;
  subject: string;
  timezone?: string | null;
}

/**
 * createMeeting: schedules a virtual interview with a candidate (guestId is the person) of a
 * LAUNCHED process on the caller's Zoom, e-mails the candidate the join link with an .ics invitation
 * and records it on their timeline, all or nothing.
 *
 * A refused access token is refreshed once and the call retried; a refused refresh marks the
 * connection inactive and asks to reconnect. Zoom's refresh tokens are single-use, so a refresh is
 * written even when the meeting then fails: such failures are returned (graphql-js reports a
 * returned Error like a thrown one) instead of thrown, which would roll the mutation's savepoint,
 * and the new tokens, back. Nothing of the meeting is written in that case.
 */
export async function createMeeting(ctx: RequestContext, args: MeetingArgs): Promise<MeetingView | DomainError> {
  const caller = requirePermission(ctx, 'candidate.update');
  const request = parseInput(ctx, meetingRequestSchema(new Date()), { ...args, timezone: args.timezone ?? undefined });
  await requireZoomFeature(ctx.db, caller.companyId);
  const setup = providerSetup(ctx.config);
  const action = await processForAction(ctx.db, caller, request.processId, 'meeting');
  const candidate = await candidateOf(ctx.db, request.processId, { personId: request.guestId });
  refuseBlacklisted(candidate);
  if (!candidate.email) throw new DomainError('CANDIDATE_NO_EMAIL');

  const timezone = request.timezone ?? 'UTC';
  const meetingInput = {
    topic: request.subject,
    startTime: request.startTime,
    timezone,
    duration: request.duration,
    agenda: request.description,
  };
  let integration = await usableIntegration(ctx, caller, request.provider, setup);
  if (integration instanceof DomainError) return integration;
  let meeting: ZoomMeeting | DomainError;
  try {
    meeting = await setup.client.createMeeting(integration.accessToken, meetingInput);
  } catch (error) {
    if (!(error instanceof ZoomAuthError) || integration.refreshed) meeting = await failure(error);
    else {
      // Zoom revoked the access token before its expiry (a password change, an app reinstall): refresh once.
      integration = await usableIntegration(ctx, caller, request.provider, setup, { forceRefresh: true });
      if (integration instanceof DomainError) return integration;
      const token = integration.accessToken;
      meeting = await setup.client.createMeeting(token, meetingInput).catch(failure);
    }
  }
  if (meeting instanceof DomainError) return meeting;

  const start = new Date(request.startTime);
  const process = await mailProcessOf(ctx.db, action.process);
  const scheduled = { ...meetingInput, id: meeting.id, start, joinUrl: meeting.joinUrl };
  const queued = await ctx.db.transaction(async (tx) => {
    const ids = await queueMails(tx, [
      meetingMail(ctx.locale, scheduled, {
        companyId: caller.companyId,
        email: candidate.email!,
        firstName: candidate.firstName,
        company: process.companyName,
        process: process.processName,
      }),
    ]);
    await recordActivities(tx, [
      {
        processPersonId: candidate.id,
        name: 'MEETING_SCHEDULED',
        userId: caller.userId,
        data: {
          provider: request.provider,
          topic: request.subject,
          startTime: start.toISOString(),
          timezone,
          duration: request.duration,
          joinUrl: meeting.joinUrl,
        },
      },
    ]);
    await audit(tx, caller, 'candidate.meeting', 'processPerson', candidate.id, {
      processId: request.processId,
      provider: request.provider,
      meetingId: meeting.id,
    });
    return ids;
  });
  ctx.afterCommit((db) => deliverLater(db, queued, ctx.config.smtpUrl));
  return { ...meetingInput, startTime: start, joinUrl: meeting.joinUrl };
}

/** A provider failure as the error to return (see createMeeting). */
const failure = (error: unknown): Promise<DomainError> =>
  providerCall(() => Promise.reject(error)).catch((domain: unknown) => {
    if (domain instanceof DomainError) return domain;
    throw domain;
  });
