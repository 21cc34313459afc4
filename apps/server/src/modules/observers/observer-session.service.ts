import { and, eq, isNull } from 'drizzle-orm';
import { comparatorAllowedFor, idParamSchema, processKind } from '@terna/domain';
import { audit } from '../../audit.js';
import type { ObserverSession } from '../../auth/observer-session.js';
import { requireObserver, requireObserverSession, type RequestContext } from '../../context.js';
import { companies, observers, processes } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { mailProcessOf } from '../invitations/index.js';
import { grantedSections, processSections, type ObserverSection } from './observer.service.js';

/** What the report shows an observer about their own link (contract: ObserverSessionInfo). */
export interface ObserverSessionInfo {
  observerId: number;
  name: string;
  processId: number;
  processName: string;
  companyName: string;
  logoUrl: string | null;
  sections: ObserverSection[];
  termsAccepted: boolean;
  expiresAt: Date;
  comparatorAllowed: boolean;
}

/**
 * The observer's view of their link. Works before the terms are accepted: the terms page needs the
 * company, process and observer names. The request runs in the observer's company's tenant
 * transaction, so the process is read through row-level security like a company user's.
 */
async function sessionInfo(ctx: RequestContext, observer: ObserverSession): Promise<ObserverSessionInfo> {
  const [process] = await ctx.db.select().from(processes).where(eq(processes.id, observer.processId));
  if (!process) throw new DomainError('NOT_FOUND');
  const [company] = await ctx.db
    .select({ logoUrl: companies.logoUrl })
    .from(companies)
    .where(eq(companies.id, process.companyId));
  const names = await mailProcessOf(ctx.db, process);
  return {
    observerId: observer.observerId,
    name: observer.name,
    processId: process.id,
    processName: process.name,
    companyName: names.companyName,
    logoUrl: company?.logoUrl ?? null,
    sections: grantedSections(await processSections(ctx.db, process.id, ctx.locale), observer.sections),
    termsAccepted: observer.termsAccepted,
    expiresAt: observer.expiresAt,
    comparatorAllowed: comparatorAllowedFor(processKind(process)),
  };
}

/** observerSession: the session of the link the request presents (SESSION_EXPIRED once expired or revoked). */
export function observerSession(ctx: RequestContext): Promise<ObserverSessionInfo> {
  return sessionInfo(ctx, requireObserverSession(ctx));
}

/** GET /process-web/public/observers/links/:id: the same, for the link's process only (FORBIDDEN for any other). */
export function observerLinkSession(ctx: RequestContext, processId: unknown): Promise<ObserverSessionInfo> {
  requireObserverSession(ctx);
  return sessionInfo(ctx, requireObserver(ctx, parseInput(ctx, idParamSchema, processId)));
}

/** acceptObserverTerms: records the first acceptance (a second one keeps the first date); the report opens from then on. */
export async function acceptObserverTerms(ctx: RequestContext): Promise<ObserverSessionInfo> {
  const observer = requireObserverSession(ctx);
  const accepted = await ctx.db
    .update(observers)
    .set({ termsAcceptedAt: new Date() })
    .where(and(eq(observers.id, observer.observerId), isNull(observers.termsAcceptedAt)))
    .returning({ id: observers.id });
  if (accepted.length > 0) {
    await audit(
      ctx.db,
      { companyId: observer.companyId, userId: null },
      'observer.acceptTerms',
      'process',
      observer.processId,
      { observerId: observer.observerId },
    );
  }
  return sessionInfo(ctx, { ...observer, termsAccepted: true });
}
