import { and, eq, sql } from 'drizzle-orm';
import { OPEN_PROCESS_STATUSES, type LaunchDraft } from '@terna/domain';
import type { CallerScope } from '../../context.js';
import type { Database } from '../../db/client.js';
import { agencies, departments, jobComponents, jobOpportunities, positions, processes } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { assertProcessNameFree } from '../processes/index.js';

export type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type ProcessRow = typeof processes.$inferSelect;

const DAY_MS = 86_400_000;

/** Minutes a zone is ahead of UTC at an instant (negative west of Greenwich). */
function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a calendar day starts in a zone: the process's days begin at its own midnight. */
export function startOfDay(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000;
  return new Date(utcMidnight - offsetMinutes(guess, timeZone) * 60_000);
}

/** The last millisecond of a calendar day in a zone: an end date includes its whole day. */
export const endOfDay = (day: string, timeZone: string) =>
  new Date(
    startOfDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10), timeZone).getTime() - 1,
  );

/** What a position keeps for the next process of that position: the draft without the process's own name and dates. */
function positionProfile(draft: LaunchDraft): LaunchDraft {
  const { name: _name, ...jobProfile } = draft.jobProfile ?? {};
  return { ...draft, jobProfile, dates: null };
}

/**
 * The position a draft names: an id of the company's, else the one of that name (case-insensitive),
 * else a new one. Another company's id is POSITION_NOT_FOUND.
 */
async function resolvePosition(tx: Tx, process: ProcessRow, draft: LaunchDraft): Promise<number | null> {
  const profile = draft.jobProfile ?? {};
  if (profile.positionId) {
    const [own] = await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, profile.positionId), eq(positions.companyId, process.companyId)));
    if (!own) throw new DomainError('POSITION_NOT_FOUND');
    return own.id;
  }
  const name = profile.positionName?.trim();
  if (!name) return process.positionId;
  const [named] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.companyId, process.companyId), sql`lower(${positions.name}) = lower(${name})`))
    .orderBy(positions.id)
    .limit(1);
  if (named) return named.id;
  const [created] = await tx
    .insert(positions)
    .values({ companyId: process.companyId, name, description: profile.description ?? null })
    .returning({ id: positions.id });
  return created!.id;
}

/** An agency or department id is kept only when it is the company's: anything else is not found. */
async function ownedId(
  tx: Tx,
  table: typeof agencies | typeof departments,
  id: number | null | undefined,
  companyId: number,
) {
  if (!id) return null;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row) throw new DomainError('NOT_FOUND');
  return row.id;
}

/**
 * The agency and department a process is written with. A member limited to an agency (or one
 * department of it) writes only their own: left empty, they are filled in; another one is refused
 * with OUTSIDE_SCOPE (row-level security would refuse the row as well, with no message a person
 * could act on). A department chosen inside an agency scope must be of that agency.
 */
async function placement(
  tx: Tx,
  scope: CallerScope,
  profile: NonNullable<LaunchDraft['jobProfile']>,
  companyId: number,
): Promise<{ agencyId: number | null; departmentId: number | null }> {
  const agencyId = await ownedId(tx, agencies, profile.agencyId, companyId);
  const departmentId = await ownedId(tx, departments, profile.departmentId, companyId);
  if (scope.agencyId === null) return { agencyId, departmentId };
  const outside = (chosen: number | null, own: number | null) => chosen !== null && own !== null && chosen !== own;
  if (outside(agencyId, scope.agencyId) || outside(departmentId, scope.departmentId)) {
    throw new DomainError('OUTSIDE_SCOPE');
  }
  const placed = { agencyId: scope.agencyId, departmentId: scope.departmentId ?? departmentId };
  if (placed.departmentId !== null && scope.departmentId === null) {
    const [department] = await tx
      .select({ agencyId: departments.agencyId })
      .from(departments)
      .where(eq(departments.id, placed.departmentId));
    if (department?.agencyId !== scope.agencyId) throw new DomainError('OUTSIDE_SCOPE');
  }
  return placed;
}

/**
 * The job opportunity's requirement columns in the shape the demo seed writes (process-factory's
 * jobRequirements), so the monitor, the candidate detail and the portal read wizard-made processes
 * like any other. What this shape has no place for stays in launch_draft.
 */
function jobRequirements(draft: LaunchDraft) {
  const cv = draft.curriculum;
  const chosen = new Set((draft.components?.components ?? []).map((c) => c.componentType));
  return {
    curriculum: cv
      ? {
          skillList: cv.skillList ?? [],
          personalInfo: cv.personalInfo ?? null,
          salary: cv.salary
            ? {
                currencyName: cv.salary.currencyId,
                includeDefined: cv.salary.includeDefined,
                salaryFrom: cv.salary.salaryFrom,
                salaryTo: cv.salary.salaryTo,
              }
            : null,
          education: cv.education
            ? {
                degreeId: cv.education.degreeId,
                status: cv.education.status,
                institutions: cv.education.institutionList,
                studyAreas: cv.education.studyAreaList,
              }
            : null,
          experience: cv.experience
            ? {
                yearsFrom: cv.experience.yearsFrom,
                yearsTo: cv.experience.yearsTo,
                areas: cv.experience.areaList,
                industries: cv.experience.industryList,
                subAreas: cv.experience.subAreaList,
                jobTitleList: cv.experience.jobTitleList,
              }
            : null,
          languageList: (cv.languageList ?? []).map((l) => ({ name: l.languageId, level: l.level })),
          sectionList: cv.sectionList ?? [],
        }
      : null,
    competences:
      chosen.has('COMPETENCE') && draft.competences
        ? draft.competences.competences.map((c) => ({
            id: c.id,
            name: c.name,
            weight: c.weight,
            difficulty: c.difficulty,
          }))
        : null,
    knowledge:
      chosen.has('KNOWLEDGE_TEST') && draft.tests?.knowledge
        ? draft.tests.knowledge.map((test) => ({
            testId: test.questionBankId,
            weight: test.weight,
            knowledgeTest: {
              name: test.name,
              difficulty: test.difficulty,
              questionCount: test.questionCount,
              scoreScale: 100,
              time: test.time,
              timeControl: test.timeControl,
            },
          }))
        : null,
    interview:
      chosen.has('INTERVIEW') && draft.interview
        ? { questions: (draft.interview.questions ?? []).map((q) => ({ order: q.order, content: q.content })) }
        : null,
  };
}

type JsonRecord = Record<string, unknown>;
const record = (value: unknown): JsonRecord => (value && typeof value === 'object' ? (value as JsonRecord) : {});

/**
 * Writes a draft onto the rows the rest of the product reads (decision 013, "The draft is the
 * process"): the process's own columns, its position (with the profile kept for the next process)
 * and its job opportunity with components. `withOpportunity` creates the opportunity when missing.
 */
export async function projectDraft(
  tx: Tx,
  scope: CallerScope,
  process: ProcessRow,
  given: LaunchDraft,
  draftStep: string | null,
  withOpportunity: boolean,
): Promise<{ process: ProcessRow; hasOpportunity: boolean }> {
  const { agencyId, departmentId } = await placement(tx, scope, given.jobProfile ?? {}, process.companyId);
  // The saved draft names the placement the process got, so the wizard shows the member's own agency.
  const draft: LaunchDraft =
    scope.agencyId === null ? given : { ...given, jobProfile: { ...given.jobProfile, agencyId, departmentId } };
  const profile = draft.jobProfile ?? {};
  const dates = draft.dates ?? {};
  const isOpen = (OPEN_PROCESS_STATUSES as readonly string[]).includes(process.status);
  if (isOpen && profile.name && profile.name.toLowerCase() !== process.name.toLowerCase()) {
    await assertProcessNameFree(tx, process.companyId, profile.name, process.id);
  }
  const positionId = await resolvePosition(tx, process, draft);
  const confidential = profile.confidential ?? process.confidential;
  const advanced = record(process.advanced);
  const notification = record(process.notificationInfo);
  const now = new Date();
  const [updated] = await tx
    .update(processes)
    .set({
      name: profile.name ?? process.name,
      confidential,
      agencyId,
      departmentId,
      positionId,
      startDate: dates.startDate ? startOfDay(dates.startDate, process.timeZone) : null,
      endDate: dates.endDate ? endOfDay(dates.endDate, process.timeZone) : null,
      isPublic: dates.isPublic ?? process.isPublic,
      launchDraft: draft,
      draftStep,
      advanced: {
        ...advanced,
        timeZone: process.timeZone,
        description: profile.description ?? advanced.description ?? null,
        showCompanyInfo: !confidential,
      },
      notificationInfo: {
        ...notification,
        name: profile.publicationInfoName ?? profile.name ?? notification.name ?? null,
        description: profile.description ?? null,
        country: profile.countryCode ?? null,
        placeId: profile.placeId ?? null,
        endDate: dates.endDate ?? null,
        jobTemporality: profile.jobTemporality ?? null,
        fromSalary: profile.salaryFrom ?? null,
        toSalary: profile.salaryTo ?? null,
        currencyName: profile.currencyCode ?? null,
        videoUrl: profile.videoUrl ?? null,
        publicationSite: dates.publicationSite ?? [],
      },
      environmentSettings: { ...record(process.environmentSettings), fullProfile: process.fullProfile },
      updatedAt: now,
    })
    .where(eq(processes.id, process.id))
    .returning();
  if (positionId) {
    await tx
      .update(positions)
      .set({ profile: positionProfile(draft), ...(profile.description ? { description: profile.description } : {}) })
      .where(eq(positions.id, positionId));
  }

  const [existing] = await tx.select().from(jobOpportunities).where(eq(jobOpportunities.processId, process.id));
  if (!existing && !withOpportunity) return { process: updated!, hasOpportunity: false };
  const values = {
    name: profile.positionName ?? profile.name ?? process.name,
    positionId,
    ...jobRequirements(draft),
  };
  let opportunityId: number;
  if (existing) {
    opportunityId = existing.id;
    const { id: _id, processId: _processId, overqualified: _overqualified, ...stored } = existing;
    // A save rewrites only what changed: most steps leave the opportunity and its components as they were.
    if (!sameJson(stored, values)) {
      await tx.update(jobOpportunities).set(values).where(eq(jobOpportunities.id, existing.id));
    }
  } else {
    const [created] = await tx
      .insert(jobOpportunities)
      .values({ ...values, processId: process.id })
      .returning({ id: jobOpportunities.id });
    opportunityId = created!.id;
  }
  const before = (process.launchDraft ?? {}) as LaunchDraft;
  if (!existing || !sameJson(before.components, draft.components)) {
    await tx.delete(jobComponents).where(eq(jobComponents.jobOpportunityId, opportunityId));
    const components = draft.components?.components ?? [];
    if (components.length) {
      await tx.insert(jobComponents).values(
        components.map((c) => ({
          jobOpportunityId: opportunityId,
          componentType: c.componentType,
          order: c.order,
          weight: c.weight,
          minValueToPass: String(c.minValueToPass),
        })),
      );
    }
  }
  return { process: updated!, hasOpportunity: true };
}

/** Keys sorted at every depth: jsonb gives objects back in its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);
