import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { LIVE_CHANNEL, portalProcessStatus, type MonitorMessage, type MonitorMessageType } from '@terna/domain';
import { z } from 'zod';
import { requireCandidate } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import type { SessionEvent } from '../../realtime/session-events.js';
import { closeExpiredSessions } from './session.service.js';

/**
 * The live channel of an open part (docs/decisions/014): server-sent events read with fetch, so the
 * bearer token travels in a header. It runs outside the request transactions (a stream lasts the
 * whole part; request-transaction.ts leaves this route on the owner connection), reads its session
 * with the candidate's ids in every query, and keeps no timer that holds the process up.
 */

export const LIVE_ROUTE = '/portal-web/me/sessions/:sessionId/live';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

interface LiveState {
  status: string;
  clientId: string | null;
  deadlineAt: Date | null;
  lastActivityAt: Date;
  processStatus: ReturnType<typeof portalProcessStatus>;
}

interface StateRow {
  status: string;
  client_id: string | null;
  deadline_at: Date | string | null;
  last_activity_at: Date | string;
  process_status: string;
  start_date: Date | string | null;
  end_date: Date | string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

async function readState(root: Database, processPersonId: number, sessionId: string): Promise<LiveState | null> {
  const [row] = await queryRows<StateRow>(
    root,
    sql`select s.status, s.client_id, s.deadline_at, s.last_activity_at, p.status as process_status, p.start_date, p.end_date
      from evaluation_sessions s
      join process_persons pp on pp.id = s.process_person_id
      join processes p on p.id = pp.process_id
      where s.id = ${sessionId} and s.process_person_id = ${processPersonId}`,
  );
  if (!row) return null;
  return {
    status: row.status,
    clientId: row.client_id,
    deadlineAt: asDate(row.deadline_at),
    lastActivityAt: new Date(row.last_activity_at),
    processStatus: portalProcessStatus(
      { status: row.process_status, startDate: asDate(row.start_date), endDate: asDate(row.end_date) },
      new Date(),
    ),
  };
}

/**
 * When the next REMAINING_TIME is due, in ms from now: on each whole minute left, then every 10 s
 * in the last minute; null when only the TIMEOUT is left.
 */
export function nextRemainingDelay(remainingMs: number): number | null {
  const grid =
    remainingMs > LIVE_CHANNEL.finalCountdownSeconds * SECOND + 1
      ? LIVE_CHANNEL.remainingEverySeconds * SECOND
      : LIVE_CHANNEL.finalEverySeconds * SECOND;
  // The next grid line strictly below what is left (a millisecond of slack so a tick never repeats).
  let target = Math.floor((remainingMs - 1) / grid) * grid;
  if (grid === MINUTE && target < LIVE_CHANNEL.finalCountdownSeconds * SECOND)
    target = LIVE_CHANNEL.finalCountdownSeconds * SECOND;
  return target > 0 ? remainingMs - target : null;
}

const querySchema = z.object({ clientId: z.string().trim().min(1).max(64) });
const sessionIdSchema = z.string().uuid();

export function registerLiveChannel(app: FastifyInstance): void {
  const open = new Set<() => void>();
  // The streams never end on their own: the app's close ends them, or it would wait for them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get<{ Params: { sessionId: string }; Querystring: { clientId?: string } }>(LIVE_ROUTE, async (request, reply) => {
    const candidate = requireCandidate(request.ctx);
    const query = querySchema.safeParse(request.query ?? {});
    const sessionId = sessionIdSchema.safeParse(request.params.sessionId);
    const root = request.ctx.db;
    const state = sessionId.success ? await readState(root, candidate.processPersonId, sessionId.data) : null;
    stream(request, reply, open, {
      root,
      state,
      clientId: query.success ? query.data.clientId : null,
      sessionId: sessionId.success ? sessionId.data : '',
      processPersonId: candidate.processPersonId,
    });
  });
}

interface StreamInput {
  root: Database;
  state: LiveState | null;
  clientId: string | null;
  sessionId: string;
  processPersonId: number;
}

function stream(request: FastifyRequest, reply: FastifyReply, open: Set<() => void>, input: StreamInput): void {
  const { root, sessionId, processPersonId, clientId } = input;
  const { sessionEvents, realtime, config } = request.ctx;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'content-language': request.ctx.locale,
  });
  raw.flushHeaders();

  let state = input.state;
  let ended = false;
  const timers = new Set<NodeJS.Timeout>();
  let unsubscribe = () => {};
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
    return timer;
  };
  const remaining = () =>
    state?.deadlineAt ? Math.max(0, Math.ceil((state.deadlineAt.getTime() - Date.now()) / SECOND)) : null;
  const send = (type: MonitorMessageType) => {
    if (ended) return;
    const message: MonitorMessage = { type, remainingSeconds: remaining(), at: new Date().toISOString() };
    raw.write(`data: ${JSON.stringify(message)}\n\n`);
  };
  const end = (type?: MonitorMessageType) => {
    if (ended) return;
    if (type) send(type);
    ended = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    unsubscribe();
    open.delete(end);
    raw.end();
  };
  open.add(end);
  request.raw.on('close', () => end());

  /** Why the stream cannot go on, as the message that says so; null while the part is open and this client's. */
  const refusal = (current: LiveState | null): MonitorMessageType | null => {
    if (!current) return 'FORBIDDEN_SESSION';
    if (current.processStatus === 'CLOSED') return 'CLOSED';
    if (current.processStatus === 'OUT_OF_DATE') return 'OUT_OF_DATE';
    if (current.status === 'POSTPONED') return 'EVALUATION_POSTPONED';
    if (current.status === 'INTERRUPTED_TIMEOUT') return 'TIMEOUT';
    if (current.status === 'INPROGRESS' && current.deadlineAt && current.deadlineAt.getTime() <= Date.now())
      return 'TIMEOUT';
    if (current.status !== 'INPROGRESS') return 'CLOSED';
    if (current.clientId !== clientId) return 'ANOTHER_USER';
    return null;
  };

  const timeOut = () => {
    end('TIMEOUT');
    // The part closes now rather than at the next call or sweep: the candidate's result is due.
    void closeExpiredSessions(root, sessionEvents, realtime, config, new Date(), [sessionId]).catch(() => undefined);
  };

  const first = refusal(state);
  if (first) {
    end(first);
    if (first === 'TIMEOUT') timeOut();
    return;
  }

  const scheduleRemaining = () => {
    const left = state?.deadlineAt ? state.deadlineAt.getTime() - Date.now() : null;
    if (left === null) return;
    const delay = nextRemainingDelay(left);
    if (delay !== null)
      later(delay, () => {
        send('REMAINING_TIME');
        scheduleRemaining();
      });
  };
  let inactivity: NodeJS.Timeout | undefined;
  const scheduleInactivity = (from: Date) => {
    if (inactivity) {
      clearTimeout(inactivity);
      timers.delete(inactivity);
    }
    const delay = Math.max(0, from.getTime() + LIVE_CHANNEL.inactivitySeconds * SECOND - Date.now());
    inactivity = later(delay, () => send('INACTIVITY'));
  };
  const heartbeat = () => {
    later(LIVE_CHANNEL.heartbeatSeconds * SECOND, () => {
      send('ALIVE_REMAINING_TIME');
      heartbeat();
      // Re-read the session and the process: what no event announces (the process closed, its end
      // date passed) or an event lost between nodes is seen within a heartbeat.
      void readState(root, processPersonId, sessionId)
        .then((current) => {
          if (ended) return;
          const stop = refusal(current);
          if (stop === 'TIMEOUT') return timeOut();
          if (stop) return end(stop);
          state = current;
        })
        .catch(() => undefined);
    });
  };

  unsubscribe = sessionEvents.subscribe(sessionId, (event: SessionEvent) => {
    if (event.type === 'ANOTHER_USER' && event.clientId === clientId) end('ANOTHER_USER');
    else if (event.type === 'EVALUATION_POSTPONED') end('EVALUATION_POSTPONED');
    else if (event.type === 'ANSWERED') scheduleInactivity(new Date());
    else if (event.type === 'ENDED')
      void readState(root, processPersonId, sessionId)
        .then((current) => end(current?.status === 'INTERRUPTED_TIMEOUT' ? 'TIMEOUT' : undefined))
        .catch(() => end());
  });

  send('CONNECTION_ESTABLISHED');
  if (state?.deadlineAt) {
    // A millisecond past it: the part is expired by then on every clock that compares it.
    later(state.deadlineAt.getTime() - Date.now() + 1, timeOut);
    scheduleRemaining();
  }
  heartbeat();
  scheduleInactivity(state!.lastActivityAt);
}
