import { and, eq, inArray, sql } from 'drizzle-orm';
import { allowedExtensions, canShowMenuItem, type PersonStatus } from '@terna/domain';
import type { RequestContext } from '../../context.js';
import {
  companies, creditAccounts, hires, jobComponents, jobOpportunities, planConfigs, planFeatures, positions, processes, processPersons, users,
} from '../../db/schema/index.js';

export interface ProcessComponent {
  componentType: string;
  order: number;
  weight: number;
  minValueToPass: number;
}

/** A process as lists, the monitor and the summary show it (spec 1 section 3, spec 3 section 3). */
export interface ListedProcess {
  id: number;
  agencyId: number | null;
  companyId: number;
  companyName: string;
  complete: boolean;
  confidential: boolean;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
  endPublicationDate: Date | null;
  startDate: Date | null;
  endDate: Date | null;
  launchedAt: Date | null;
  fullProfile: boolean;
  children: number[];
  parent: number | null;
  notificationAtTheEnd: boolean;
  notificationPerEvaluated: boolean;
  ownerId: number | null;
  ownerName: string | null;
  pendingPeopleQuantity: number;
  positionName: string | null;
  processName: string;
  productTypeName: string;
  publicCompanyName: string | null;
  statusName: string;
  timeZone: string;
  typeCompanyPlan: string;
  typeCompanyPlanName: string;
  environmentTypeName: string;
  url: string | null;
  trustUrl: string | null;
  workflow: string | null;
  totalConsume: number;
  creditsValue: number;
  extensible: boolean;
  hiredQuantity: number;
  hasContractedUsers: boolean;
  isPublic: boolean;
  numberOfPeople: number;
  recurrenceSummary: { isExtend: boolean; totalConsume: number; lastPublication: Date | null };
  jobOpportunity: { id: number; name: string; positionId: number | null; components: ProcessComponent[] } | null;
  personSummary: { key: PersonStatus; docCount: number }[];
}

const PLAN_TYPE_NAMES: Record<string, string> = {
  CREDIT: 'Créditos', PROCESS: 'E-talent', RELIABILITY: 'Confiabilidad', TALENT_POOL: 'Banco de talento', USER: 'Usuarios', FREEMIUM: 'Freemium',
};

/** The candidate link of a controlled process: where candidates start their evaluation. */
export function candidateLink(publicUrl: string, processId: number): string {
  return `${publicUrl.replace(/\/$/, '')}/evaluacion/${processId}`;
}

/**
 * Loads full process views for ids of one company, in the order given, with one wave of parallel
 * queries. Only processes of `companyId` are returned: the per-process aggregates are keyed by the
 * ids of the company-scoped rows, so an id of another company yields nothing.
 */
export async function loadProcessDetails(ctx: RequestContext, companyId: number, ids: number[]): Promise<ListedProcess[]> {
  if (ids.length === 0) return [];
  const scoped = and(eq(processes.companyId, companyId), inArray(processes.id, ids));
  const [rows, summaries, hired, opportunities, children, plansInfo] = await Promise.all([
    ctx.db
      .select({ process: processes, positionName: positions.name, companyName: companies.commercialName, ownerFirst: users.firstName, ownerLast: users.lastName })
      .from(processes)
      .innerJoin(companies, eq(companies.id, processes.companyId))
      .leftJoin(positions, eq(positions.id, processes.positionId))
      .leftJoin(users, eq(users.id, processes.ownerId))
      .where(scoped),
    ctx.db
      .select({ processId: processPersons.processId, status: processPersons.evaluationsStatus, count: sql<number>`count(*)::int` })
      .from(processPersons)
      .where(inArray(processPersons.processId, ids))
      .groupBy(processPersons.processId, processPersons.evaluationsStatus),
    ctx.db
      .select({ processId: processPersons.processId, count: sql<number>`count(*)::int` })
      .from(hires)
      .innerJoin(processPersons, eq(processPersons.id, hires.processPersonId))
      .where(and(inArray(processPersons.processId, ids), eq(hires.status, 'ACTIVE')))
      .groupBy(processPersons.processId),
    ctx.db
      .select({ opportunity: jobOpportunities, component: jobComponents })
      .from(jobOpportunities)
      .leftJoin(jobComponents, eq(jobComponents.jobOpportunityId, jobOpportunities.id))
      .where(inArray(jobOpportunities.processId, ids)),
    ctx.db
      .select({ id: processes.id, parentId: processes.parentId })
      .from(processes)
      .where(and(eq(processes.companyId, companyId), inArray(processes.parentId, ids))),
    ctx.db
      .select({ planConfigId: planConfigs.id, balance: creditAccounts.availableBalance, slug: planFeatures.slug, status: planFeatures.status })
      .from(planConfigs)
      .leftJoin(creditAccounts, eq(creditAccounts.planConfigId, planConfigs.id))
      .leftJoin(planFeatures, eq(planFeatures.planId, planConfigs.planId))
      .where(eq(planConfigs.companyId, companyId)),
  ]);

  const byId = new Map(rows.map((row) => [row.process.id, row]));
  const publicUrl = ctx.config.publicUrl;
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const p = row.process;
    const personSummary = summaries.filter((s) => s.processId === id).map((s) => ({ key: s.status as PersonStatus, docCount: s.count }));
    const pending = personSummary.filter((s) => s.key === 'OPEN' || s.key === 'INPROGRESS').reduce((sum, s) => sum + s.docCount, 0);
    const ownRows = opportunities.filter((o) => o.opportunity.processId === id);
    const opportunity = ownRows[0]?.opportunity;
    const childIds = children.filter((c) => c.parentId === id).map((c) => c.id);
    const plan = plansInfo.filter((info) => info.planConfigId === p.planConfigId);
    const settings = (p.environmentSettings ?? {}) as { notificationAtTheEnd?: boolean; notificationPerEvaluated?: boolean };
    const advanced = (p.advanced ?? {}) as { publicCompanyName?: string };
    const menuView = { status: p.status, typeCompanyPlan: p.typeCompanyPlan, environmentType: p.environmentType, hasChildren: childIds.length > 0, archived: p.archived };
    const hiredQuantity = hired.find((h) => h.processId === id)?.count ?? 0;
    const controlledLive = p.environmentType === 'CONTROLLED' && p.status !== 'DRAFT';
    return [
      {
        id: p.id,
        agencyId: p.agencyId,
        companyId: p.companyId,
        companyName: row.companyName,
        complete: Boolean(opportunity),
        confidential: p.confidential,
        archived: p.archived,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
        endPublicationDate: p.endPublicationDate,
        startDate: p.startDate,
        endDate: p.endDate,
        launchedAt: p.launchedAt,
        fullProfile: p.fullProfile,
        children: childIds,
        parent: p.parentId,
        notificationAtTheEnd: settings.notificationAtTheEnd ?? false,
        notificationPerEvaluated: settings.notificationPerEvaluated ?? false,
        ownerId: p.ownerId,
        ownerName: row.ownerFirst ? `${row.ownerFirst} ${row.ownerLast}` : null,
        pendingPeopleQuantity: pending,
        positionName: row.positionName,
        processName: p.name,
        productTypeName: p.productType,
        publicCompanyName: advanced.publicCompanyName ?? null,
        statusName: p.status,
        timeZone: p.timeZone,
        typeCompanyPlan: p.typeCompanyPlan,
        typeCompanyPlanName: PLAN_TYPE_NAMES[p.typeCompanyPlan] ?? p.typeCompanyPlan,
        environmentTypeName: p.environmentType,
        url: controlledLive ? candidateLink(publicUrl, p.id) : null,
        trustUrl: controlledLive && childIds[0] ? candidateLink(publicUrl, childIds[0]) : null,
        workflow: p.workflow,
        totalConsume: p.totalConsume,
        creditsValue: p.creditsValue,
        extensible:
          canShowMenuItem('extend', menuView) &&
          Boolean(p.startDate && p.endDate) &&
          allowedExtensions({
            startDate: p.startDate!,
            endDate: p.endDate!,
            planFeatureSlugs: plan.filter((f) => f.status && f.slug).map((f) => f.slug!),
            availableCredits: plan[0]?.balance ?? 0,
          }).length > 0,
        hiredQuantity,
        hasContractedUsers: hiredQuantity > 0,
        isPublic: p.isPublic,
        numberOfPeople: personSummary.reduce((sum, s) => sum + s.docCount, 0),
        recurrenceSummary: { isExtend: p.isExtend, totalConsume: p.totalConsume, lastPublication: p.launchedAt },
        jobOpportunity: opportunity
          ? {
              id: opportunity.id,
              name: opportunity.name,
              positionId: opportunity.positionId,
              components: ownRows
                .flatMap((o) => (o.component ? [o.component] : []))
                .sort((a, b) => a.order - b.order)
                .map((c) => ({ componentType: c.componentType, order: c.order, weight: c.weight, minValueToPass: Number(c.minValueToPass) })),
            }
          : null,
        personSummary,
      },
    ];
  });
}
