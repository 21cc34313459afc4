import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  componentLabel,
  idSchema,
  observerEmailKey,
  observerInputSchema,
  observerLinkExpiry,
  observerLinkState,
  OBSERVER_VIEWS_SHOWN,
  OBSERVERS_PER_REQUEST_MAX,
  observerSectionsSchema,
  type ComponentType,
  type Locale,
  type ObserverLinkState,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { jobComponents, jobOpportunities, observers, processes, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { findOwnProcess } from '../processes/index.js';
import { mailProcessOf } from '../invitations/index.js';
import { newObserverToken, observerLink, openToken } from './observer-link.js';
import { observerMail } from '../../mail/observer-mail.js';

type Tx = Database;
type ObserverRow = typeof observers.$inferSelect;
type ProcessRow = typeof processes.$inferSelect;

/** A component of the process an observer may be shown, as the report's tabs name it. */
export interface ObserverSection {
  name: ComponentType;
  label: string;
  order: number;
}

export interface ObserverView {
  processPersonId: number | null;
  candidateName: string | null;
  viewedAt: Date;
}

/** An observer as the observer list shows it (contract: type Observer). */
export interface Observer {
  id: number;
  processId: number;
  name: string;
  email: string;
  sections: ObserverSection[];
  candidates: number[] | null;
  status: ObserverLinkState;
  link: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  modifiedAt: Date;
  termsAcceptedAt: Date | null;
  views: ObserverView[];
  viewCount: number;
  lastViewedAt: Date | null;
}

const idListSchema = z.array(idSchema).max(OBSERVERS_PER_REQUEST_MAX);
const addSchema = z.object({
  processId: idSchema,
  candidates: z.array(idSchema).max(10_000).nullish(),
  // An empty section list gets its own code (OBSERVER_SECTIONS_REQUIRED) rather than a field message.
  observers: z
    .array(observerInputSchema.extend({ sections: observerSectionsSchema }))
    .min(1)
    .max(OBSERVERS_PER_REQUEST_MAX),
});

/** The components of a process in their order: the sections an observer can be given. */
export async function processSections(
  db: Pick<Database, 'select'>,
  processId: number,
  locale: Locale,
): Promise<ObserverSection[]> {
  const rows = await db
    .select({ name: jobComponents.componentType, order: jobComponents.order })
    .from(jobComponents)
    .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobComponents.jobOpportunityId))
    .where(eq(jobOpportunities.processId, processId))
    .orderBy(asc(jobComponents.order), asc(jobComponents.id));
  // job_components holds only COMPONENT_TYPES: the launch writes them from the domain tuple.
  return rows.map((row) => ({
    name: row.name as ComponentType,
    label: componentLabel(row.name, locale),
    order: row.order,
  }));
}

/** The granted sections of an observer, as stored (already in component order), with the process's labels and orders. */
export function grantedSections(all: readonly ObserverSection[], stored: unknown): ObserverSection[] {
  const names = Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
  return all.filter((section) => names.includes(section.name));
}

/**
 * The process of the caller's company whose observers are managed: NOT_FOUND (PROCESS_NOT_OWNED for
 * another company of the caller's) otherwise. A trust sub-process has no observers of its own: its
 * candidates are reviewed in the process it checks, so it is NOT_FOUND here too.
 */
async function managedProcess(tx: Tx, caller: Caller, processId: number, lock = false): Promise<ProcessRow> {
  const process = await findOwnProcess(tx, caller, processId, lock);
  if (process.parentId !== null) throw new DomainError('NOT_FOUND');
  return process;
}

/** getObservers(processId): the process's observers, oldest first, with their link state, link and reads of the report. */
export async function getObservers(ctx: RequestContext, processId: number): Promise<Observer[]> {
  const caller = requirePermission(ctx, 'observer.manage');
  const id = parseInput(ctx, idSchema, processId);
  const process = await managedProcess(ctx.db, caller, id);
  return listObservers(ctx, process.id);
}

async function listObservers(ctx: RequestContext, processId: number, ids?: readonly number[]): Promise<Observer[]> {
  const rows = await ctx.db
    .select()
    .from(observers)
    .where(and(eq(observers.processId, processId), ids ? inArray(observers.id, [...ids]) : undefined))
    .orderBy(asc(observers.createdAt), asc(observers.id));
  if (rows.length === 0) return [];
  const sections = await processSections(ctx.db, processId, ctx.locale);
  const views = await viewsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => toObserver(ctx, row, sections, views.get(row.id), now));
}

function toObserver(
  ctx: RequestContext,
  row: ObserverRow,
  sections: readonly ObserverSection[],
  views: ViewSummary | undefined,
  now: Date,
): Observer {
  const status = observerLinkState(row, now);
  const token = status === 'ACTIVE' && row.tokenCiphertext ? openToken(ctx.config, row.id, row.tokenCiphertext) : null;
  return {
    id: row.id,
    processId: row.processId,
    name: row.name,
    email: row.email,
    sections: grantedSections(sections, row.sections),
    candidates: row.candidates ?? null,
    status,
    link: token ? observerLink(ctx.config.publicUrl, ctx.locale, row.processId, token) : null,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    modifiedAt: row.modifiedAt,
    termsAcceptedAt: row.termsAcceptedAt,
    views: views?.views ?? [],
    viewCount: views?.count ?? 0,
    lastViewedAt: views?.views[0]?.viewedAt ?? null,
  };
}

interface ViewSummary {
  count: number;
  views: ObserverView[];
}

/** Each observer's newest reads (at most OBSERVER_VIEWS_SHOWN) with the candidate's name, and how many there are in all. */
async function viewsOf(
  db: Pick<Database, 'execute'>,
  observerIds: readonly number[],
): Promise<Map<number, ViewSummary>> {
  const rows = await queryRows<{
    observer_id: number;
    total: number;
    process_person_id: number | null;
    first_name: string | null;
    last_name: string | null;
    viewed_at: string | Date;
  }>(
    db,
    sql`select v.observer_id, v.total::int as total, v.process_person_id, p.first_name, p.last_name, v.viewed_at
      from (select ov.*, row_number() over w as n, count(*) over (partition by ov.observer_id) as total
            from observer_views ov where ov.observer_id in ${sql`(${sql.join(
              observerIds.map((id) => sql`${id}`),
              sql`, `,
            )})`}
            window w as (partition by ov.observer_id order by ov.viewed_at desc, ov.id desc)) v
      left join process_persons pp on pp.id = v.process_person_id
      left join persons p on p.id = pp.person_id
      where v.n <= ${OBSERVER_VIEWS_SHOWN}
      order by v.observer_id, v.n`,
  );
  const summaries = new Map<number, ViewSummary>();
  for (const row of rows) {
    const observerId = Number(row.observer_id);
    const summary = summaries.get(observerId) ?? { count: Number(row.total), views: [] };
    summary.views.push({
      processPersonId: row.process_person_id === null ? null : Number(row.process_person_id),
      candidateName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      viewedAt: new Date(row.viewed_at),
    });
    summaries.set(observerId, summary);
  }
  return summaries;
}

/**
 * addObservers(processId, candidates, observers): invites people to review the process, not yet
 * sent (RECENTLY_ADDED). Each gets the chosen sections (components of the process, stored in
 * component order); `candidates`, when given and not empty, limits them to those candidates of the
 * process. An e-mail already among the process's observers, or given twice: OBSERVER_ALREADY_ADDED.
 */
export async function addObservers(
  ctx: RequestContext,
  processId: number,
  candidates: unknown,
  input: unknown,
): Promise<Observer[]> {
  const caller = requirePermission(ctx, 'observer.manage');
  const args = parseInput(ctx, addSchema, { processId, candidates, observers: input });
  if (args.observers.some((observer) => observer.sections.length === 0))
    throw new DomainError('OBSERVER_SECTIONS_REQUIRED');
  return ctx.db.transaction(async (tx) => {
    // Locked: two requests adding the same e-mail at once answer OBSERVER_ALREADY_ADDED, not a unique violation.
    const process = await managedProcess(tx, caller, args.processId, true);
    const sections = await processSections(tx, process.id, ctx.locale);
    const granted = args.observers.map((observer, index) => {
      const unknown = observer.sections.find((name) => !sections.some((section) => section.name === name));
      if (unknown !== undefined)
        throw new DomainError(
          'BAD_INPUT',
          {},
          { [`observers.${index}.sections`]: { key: 'validation.regex', params: {} } },
        );
      return sections.filter((section) => observer.sections.includes(section.name)).map((section) => section.name);
    });
    const emails = args.observers.map((observer) => observerEmailKey(observer.email));
    const repeated = emails.find((email, index) => emails.indexOf(email) !== index);
    if (repeated !== undefined) throw new DomainError('OBSERVER_ALREADY_ADDED', { email: repeated });
    const [taken] = await tx
      .select({ email: observers.email })
      .from(observers)
      .where(and(eq(observers.processId, process.id), inArray(sql`lower(${observers.email})`, emails)))
      .limit(1);
    if (taken) throw new DomainError('OBSERVER_ALREADY_ADDED', { email: taken.email });
    const named = await candidatesOfProcess(tx, process.id, args.candidates ?? []);

    const inserted = await tx
      .insert(observers)
      .values(
        args.observers.map((observer, index) => ({
          processId: process.id,
          companyId: process.companyId,
          name: observer.name,
          email: observer.email,
          sections: granted[index]!,
          candidates: named,
          status: 'RECENTLY_ADDED',
        })),
      )
      .returning({ id: observers.id });
    const ids = inserted.map((row) => row.id);
    await audit(tx, caller, 'observer.add', 'process', process.id, { observerIds: ids, candidates: named });
    return listObservers({ ...ctx, db: tx }, process.id, ids);
  });
}

/** The ids as a set of candidates of the process (NOT_FOUND for any other); none: null, every shortlisted one. */
async function candidatesOfProcess(tx: Tx, processId: number, ids: readonly number[]): Promise<number[] | null> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return null;
  const found = await tx
    .select({ id: processPersons.id })
    .from(processPersons)
    .where(and(eq(processPersons.processId, processId), inArray(processPersons.id, unique)));
  if (found.length !== unique.length) throw new DomainError('NOT_FOUND');
  return unique;
}

/** The listed observers of the process, locked (NOT_FOUND if any is not one of them). */
async function observersOf(tx: Tx, processId: number, ids: readonly number[]): Promise<ObserverRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select()
    .from(observers)
    .where(and(eq(observers.processId, processId), inArray(observers.id, unique)))
    .orderBy(asc(observers.id))
    .for('update');
  if (rows.length !== unique.length) throw new DomainError('NOT_FOUND');
  return rows;
}

interface LinkChange {
  processId: number;
  listObservers: number[];
}

function readChange(ctx: RequestContext, processId: number, ids: unknown): LinkChange {
  return parseInput(ctx, z.object({ processId: idSchema, listObservers: idListSchema }), {
    processId,
    listObservers: ids,
  });
}

/**
 * The observer's token for a link: the stored one when it can be opened, else a new one (first
 * send, or a row whose ciphertext this server's secret cannot open: the old link stops working).
 */
function linkToken(ctx: RequestContext, row: ObserverRow): { token: string; changes: Partial<ObserverRow> } {
  const stored = row.tokenHash && row.tokenCiphertext ? openToken(ctx.config, row.id, row.tokenCiphertext) : null;
  if (stored) return { token: stored, changes: {} };
  const fresh = newObserverToken(ctx.config, row.id);
  return { token: fresh.token, changes: { tokenHash: fresh.hash, tokenCiphertext: fresh.ciphertext } };
}

/**
 * sendObservers(processId, listObservers): e-mails each observer their report link once the request
 * commits. A RECENTLY_ADDED observer gets a new link, ACTIVE for OBSERVER_LINK_DAYS; an ACTIVE one
 * gets the same link again and keeps its expiry (a resend, not a renewal). An expired or revoked
 * link is renewed first (OBSERVER_NOT_ACTIVE): sending must not silently bring a revoked link back.
 */
export async function sendObservers(ctx: RequestContext, processId: number, ids: unknown): Promise<Observer[]> {
  const caller = requirePermission(ctx, 'observer.manage');
  const args = readChange(ctx, processId, ids);
  const now = new Date();
  const { process, mailIds } = await ctx.db.transaction(async (tx) => {
    const process = await managedProcess(tx, caller, args.processId);
    const rows = await observersOf(tx, process.id, args.listObservers);
    const states = rows.map((row) => observerLinkState(row, now));
    if (states.some((state) => state === 'EXPIRED' || state === 'REVOKED'))
      throw new DomainError('OBSERVER_NOT_ACTIVE');
    const mailProcess = await mailProcessOf(tx, process);
    const mails = [];
    for (const [index, row] of rows.entries()) {
      const { token, changes } = linkToken(ctx, row);
      const first = states[index] === 'RECENTLY_ADDED';
      const expiresAt = first ? observerLinkExpiry(now) : row.expiresAt!;
      if (first || Object.keys(changes).length > 0) {
        await tx
          .update(observers)
          .set({ ...changes, status: 'ACTIVE', expiresAt, modifiedAt: now })
          .where(eq(observers.id, row.id));
      }
      mails.push(
        observerMail(ctx.locale, mailProcess, {
          name: row.name,
          email: row.email,
          link: observerLink(ctx.config.publicUrl, ctx.locale, process.id, token),
          expiresAt,
        }),
      );
    }
    const mailIds = await queueMails(tx, mails);
    await audit(tx, caller, 'observer.send', 'process', process.id, { observerIds: rows.map((row) => row.id) });
    return { process, mailIds };
  });
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  return listObservers(ctx, process.id, args.listObservers);
}

/** revocateObservers(processId, listObservers): the links stop working at once (expiresAt emptied); only ACTIVE ones (OBSERVER_NOT_ACTIVE). */
export async function revocateObservers(ctx: RequestContext, processId: number, ids: unknown): Promise<Observer[]> {
  const caller = requirePermission(ctx, 'observer.manage');
  const args = readChange(ctx, processId, ids);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const process = await managedProcess(tx, caller, args.processId);
    const rows = await observersOf(tx, process.id, args.listObservers);
    if (rows.some((row) => observerLinkState(row, now) !== 'ACTIVE')) throw new DomainError('OBSERVER_NOT_ACTIVE');
    if (rows.length > 0) {
      await tx
        .update(observers)
        .set({ status: 'REVOKED', expiresAt: null, modifiedAt: now })
        .where(
          inArray(
            observers.id,
            rows.map((row) => row.id),
          ),
        );
    }
    await audit(tx, caller, 'observer.revoke', 'process', process.id, { observerIds: rows.map((row) => row.id) });
    return listObservers({ ...ctx, db: tx }, process.id, args.listObservers);
  });
}

/**
 * renewObservers(processId, listObservers): a sent link (active, expired or revoked) works again for
 * OBSERVER_LINK_DAYS from now, with the same token, so the link the observer already has works
 * again; nothing is mailed. Never sent: OBSERVER_NOT_SENT.
 */
export async function renewObservers(ctx: RequestContext, processId: number, ids: unknown): Promise<Observer[]> {
  const caller = requirePermission(ctx, 'observer.manage');
  const args = readChange(ctx, processId, ids);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const process = await managedProcess(tx, caller, args.processId);
    const rows = await observersOf(tx, process.id, args.listObservers);
    if (rows.some((row) => observerLinkState(row, now) === 'RECENTLY_ADDED'))
      throw new DomainError('OBSERVER_NOT_SENT');
    for (const row of rows) {
      const { changes } = linkToken(ctx, row);
      await tx
        .update(observers)
        .set({ ...changes, status: 'ACTIVE', expiresAt: observerLinkExpiry(now), modifiedAt: now })
        .where(eq(observers.id, row.id));
    }
    await audit(tx, caller, 'observer.renew', 'process', process.id, { observerIds: rows.map((row) => row.id) });
    return listObservers({ ...ctx, db: tx }, process.id, args.listObservers);
  });
}

/**
 * deleteObserver(processId, observerId): removes the observer, their link (it stops working) and
 * their reads of the report, and their feelings with them (docs/decisions/008: revoke keeps them).
 */
export async function deleteObserver(ctx: RequestContext, processId: number, observerId: number): Promise<boolean> {
  const caller = requirePermission(ctx, 'observer.manage');
  const args = parseInput(ctx, z.object({ processId: idSchema, observerId: idSchema }), { processId, observerId });
  return ctx.db.transaction(async (tx) => {
    const process = await managedProcess(tx, caller, args.processId);
    const [row] = await observersOf(tx, process.id, [args.observerId]);
    await tx.delete(observers).where(eq(observers.id, row!.id));
    await audit(tx, caller, 'observer.delete', 'observer', row!.id, { processId: process.id, email: row!.email });
    return true;
  });
}
