import { and, eq, or } from 'drizzle-orm';
import {
  competencesDraftSchema,
  componentsDraftSchema,
  componentsFor,
  curriculumDraftSchema,
  datesDraftSchema,
  DEFAULT_ANSWER_TIME,
  DEFAULT_LANGUAGES,
  DEFAULT_SECTION_WEIGHTS,
  editRefusal,
  evenWeights,
  idSchema,
  interviewDraftSchema,
  jobProfileDraftSchema,
  launchIssues,
  productsOfPlan,
  profileCompetenceSchema,
  redistributeWeights,
  stepsFor,
  testsDraftSchema,
  trustFeaturesSchema,
  DRAFT_KEY,
  stepDraftSchema,
  type DataStep,
  type DraftPart,
  type LaunchDraft,
  type ProcessKind,
  type WizardStep,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import {
  countries,
  jobComponents,
  jobOpportunities,
  places,
  planConfigs,
  plans,
  processes,
} from '../../db/schema/index.js';
import { PROFILE_TEMPLATES } from '../../db/seed/profile-templates.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { findOwnProcess } from '../processes/index.js';
import {
  dayOf,
  draftOf,
  draftView,
  editMessage,
  isEditable,
  kindOf,
  launchedState,
  processesLeft,
  todayOf,
  type LaunchDraftView,
} from './draft-view.js';
import { projectDraft, type ProcessRow, type Tx } from './projection.js';

export type { LaunchDraftView } from './draft-view.js';

async function lockedDraft(tx: Tx, caller: Caller, id: number): Promise<ProcessRow> {
  const process = await findOwnProcess(tx, caller, id, true);
  if (process.status !== 'DRAFT') throw new DomainError('PROCESS_STATUS_INVALID');
  return process;
}

/** Each component of the kind with an even share of 100, in the domain's order. */
function defaultComponents(kind: ProcessKind) {
  const types = componentsFor(kind);
  const weights = evenWeights(types.length);
  return types.map((componentType, i) => ({ componentType, weight: weights[i]!, minValueToPass: 0, order: i + 1 }));
}

/** A blank profile: Spanish native and English intermediate, the default section weights and components. */
function blankDraft(kind: ProcessKind): LaunchDraft {
  if (kind === 'TRUST') return { jobProfile: { confidential: false }, trustFeatures: { checks: [] } };
  return {
    jobProfile: { confidential: false, jobTemporality: 'FULL_TIME' },
    curriculum:
      kind === 'CONTROLLED_BASIC' ? null : { languageList: DEFAULT_LANGUAGES, sectionList: DEFAULT_SECTION_WEIGHTS },
    tests: { disc: true, knowledge: [] },
    interview: { questionBankId: null, defaultQuestions: true, answerTime: DEFAULT_ANSWER_TIME, questions: [] },
    components: { components: defaultComponents(kind) },
  };
}

/** A part kept only when its draft schema accepts it: a copied profile never carries what a save would refuse. */
function validPart<T>(schema: z.ZodType<T>, value: unknown): T | null {
  if (value === null || value === undefined) return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** Fits a copied draft to the target's kind: its components only, weights spread again, no dates. */
function fitToKind(draft: LaunchDraft, kind: ProcessKind): LaunchDraft {
  const allowed = new Set(componentsFor(kind));
  const kept = (draft.components?.components ?? []).filter((c) => allowed.has(c.componentType));
  const weights = redistributeWeights(kept.map((c) => c.weight));
  const components = kept.length
    ? kept.map((c, i) => ({ ...c, weight: weights[i]!, order: i + 1 }))
    : defaultComponents(kind);
  return {
    jobProfile: validPart(jobProfileDraftSchema, draft.jobProfile) ?? {},
    curriculum: kind === 'CONTROLLED_BASIC' ? null : validPart(curriculumDraftSchema, draft.curriculum),
    competences: validPart(competencesDraftSchema, draft.competences),
    tests: validPart(testsDraftSchema, draft.tests),
    interview: validPart(interviewDraftSchema, draft.interview),
    trustFeatures: validPart(trustFeaturesSchema, draft.trustFeatures),
    components: kind === 'TRUST' ? null : { components },
    dates: null,
  };
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (value: unknown) => list(value).filter((item): item is string => typeof item === 'string');

/** A draft rebuilt from a process made before the wizard (the demo seed's job opportunity shape). */
async function draftFromOpportunity(tx: Tx, source: ProcessRow): Promise<LaunchDraft> {
  const [opportunity] = await tx.select().from(jobOpportunities).where(eq(jobOpportunities.processId, source.id));
  if (!opportunity) return {};
  const components = await tx
    .select()
    .from(jobComponents)
    .where(eq(jobComponents.jobOpportunityId, opportunity.id))
    .orderBy(jobComponents.order);
  const cv = obj(opportunity.curriculum);
  const salary = obj(cv.salary);
  const education = obj(cv.education);
  const experience = obj(cv.experience);
  const advanced = obj(source.advanced);
  return {
    jobProfile: {
      positionName: opportunity.name,
      description: typeof advanced.description === 'string' ? advanced.description : undefined,
      confidential: source.confidential,
    },
    curriculum: {
      skillList: list(cv.skillList) as never,
      personalInfo: (cv.personalInfo as never) ?? undefined,
      salary: cv.salary
        ? {
            salaryFrom: (salary.salaryFrom as number) ?? null,
            salaryTo: (salary.salaryTo as number) ?? null,
            includeDefined: Boolean(salary.includeDefined),
            currencyId: String(salary.currencyName ?? salary.currencyId ?? 'USD'),
          }
        : undefined,
      education: cv.education
        ? {
            studyAreaList: strings(education.studyAreas ?? education.studyAreaList),
            institutionList: strings(education.institutions ?? education.institutionList),
            degreeId: (education.degreeId as number) ?? null,
            status: (education.status as never) ?? null,
          }
        : undefined,
      experience: cv.experience
        ? {
            areaList: strings(experience.areas ?? experience.areaList),
            subAreaList: strings(experience.subAreas ?? experience.subAreaList),
            industryList: strings(experience.industries ?? experience.industryList),
            jobTitleList: strings(experience.jobTitleList),
            yearsFrom: (experience.yearsFrom as number) ?? null,
            yearsTo: (experience.yearsTo as number) ?? null,
          }
        : undefined,
      languageList: list(cv.languageList).map((l) => ({
        languageId: String(obj(l).languageId ?? obj(l).name ?? ''),
        level: obj(l).level as never,
      })),
      sectionList: (cv.sectionList as never) ?? DEFAULT_SECTION_WEIGHTS,
    },
    competences: opportunity.competences
      ? {
          competences: list(opportunity.competences).map((c) => ({
            id: String(obj(c).id),
            name: String(obj(c).name),
            weight: Number(obj(c).weight),
            difficulty: (obj(c).difficulty as never) ?? 'MEDIUM',
          })),
        }
      : null,
    interview: opportunity.interview
      ? {
          questions: list(obj(opportunity.interview).questions).map((q) => ({
            content: String(obj(q).content),
            order: Number(obj(q).order),
          })),
        }
      : null,
    tests: { disc: components.some((c) => c.componentType === 'DISC'), knowledge: [] },
    components: {
      components: components.map((c) => ({
        componentType: c.componentType as never,
        weight: c.weight,
        minValueToPass: Math.round(Number(c.minValueToPass)),
        order: c.order,
      })),
    },
  };
}

/**
 * A process made before the wizard (the demo seed, older processes) has no saved draft: it is rebuilt
 * from its rows (job opportunity, publication info, place, dates) so it can be edited like a wizard-made
 * one. Nothing is written until an edit is saved, which stores the whole draft. A relaunched copy of
 * such a process is a DRAFT without a saved draft too: it opens prefilled the same way, without the
 * source's dates, which a relaunch chooses again. (The wizard's own drafts start with `{}`.)
 */
export async function withDraft(tx: Tx, process: ProcessRow): Promise<ProcessRow> {
  if (process.launchDraft) return process;
  const rebuilt = await draftFromOpportunity(tx, process);
  const info = obj(process.notificationInfo);
  const advanced = obj(process.advanced);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null);
  const countryName = text(info.country);
  const [country] = countryName
    ? await tx
        .select({ code: countries.code })
        .from(countries)
        .where(
          or(eq(countries.nameEs, countryName), eq(countries.nameEn, countryName), eq(countries.code, countryName)),
        )
    : [];
  const city = text(info.locationName);
  const [place] =
    city && country
      ? await tx
          .select({ uuid: places.uuid, name: places.name })
          .from(places)
          .where(and(eq(places.name, city), eq(places.countryCode, country.code)))
          .limit(1)
      : [];
  const day = (date: Date | null) => dayOf(date, process.timeZone) ?? undefined;
  return {
    ...process,
    launchDraft: {
      ...rebuilt,
      jobProfile: {
        ...rebuilt.jobProfile,
        name: process.name,
        countryCode: country?.code,
        placeId: place?.uuid,
        placeName: place?.name,
        description: text(info.description) ?? text(advanced.description),
        jobTemporality: (text(info.jobTemporality) as never) ?? 'FULL_TIME',
        salaryFrom: money(info.fromSalary),
        salaryTo: money(info.toSalary),
        currencyCode: text(info.currencyName) ?? 'USD',
        agencyId: process.agencyId,
        departmentId: process.departmentId,
        publicationInfoName: text(info.name) ?? process.name,
      },
      dates:
        process.status === 'DRAFT'
          ? null
          : {
              startDate: day(process.startDate),
              endDate: day(process.endDate),
              publicationSite: [],
              isPublic: process.isPublic,
            },
    } satisfies LaunchDraft,
  };
}

const startSchema = z.object({
  typeCompanyPlan: z.enum(['CREDIT', 'PROCESS', 'RELIABILITY'], { error: 'validation.regex' }),
  environmentType: z.enum(['EMAIL', 'CONTROLLED']),
  fullProfile: z.boolean(),
});

/** startProcessDraft: a new DRAFT on the company's ACTIVE plan of that type, for one of its products. */
export async function startProcessDraft(ctx: RequestContext, input: unknown): Promise<LaunchDraftView> {
  const caller = requirePermission(ctx, 'process.create');
  const choice = parseInput(ctx, startSchema, input);
  const offered = productsOfPlan(choice.typeCompanyPlan).some(
    (p) => p.environmentType === choice.environmentType && p.fullProfile === choice.fullProfile,
  );
  if (!offered) throw new DomainError('PRODUCT_NOT_AVAILABLE');
  return ctx.db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ id: planConfigs.id, quantity: planConfigs.quantity })
      .from(planConfigs)
      .innerJoin(plans, eq(plans.id, planConfigs.planId))
      .where(
        and(
          eq(planConfigs.companyId, caller.companyId),
          eq(plans.type, choice.typeCompanyPlan),
          eq(planConfigs.planStatus, 'ACTIVE'),
        ),
      )
      .orderBy(planConfigs.id)
      .limit(1);
    if (!plan) throw new DomainError('PRODUCT_NOT_AVAILABLE');
    if (choice.typeCompanyPlan === 'PROCESS' && (await processesLeft(tx, plan.id, caller.companyId)) === 0) {
      throw new DomainError('PROCESS_QUOTA_EXHAUSTED', { quantity: plan.quantity });
    }
    const now = new Date();
    const [created] = await tx
      .insert(processes)
      .values({
        companyId: caller.companyId,
        ownerId: caller.userId,
        // A member limited to an agency (department) starts processes of their own.
        agencyId: caller.scope.agencyId,
        departmentId: caller.scope.departmentId,
        planConfigId: plan.id,
        // The job-profile step names it; the lists show it untitled until then.
        name: '',
        status: 'DRAFT',
        typeCompanyPlan: choice.typeCompanyPlan,
        environmentType: choice.environmentType,
        fullProfile: choice.fullProfile,
        isPublic: choice.typeCompanyPlan === 'PROCESS',
        launchDraft: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, caller, 'process.draft', 'process', created!.id, choice);
    return draftView(ctx, tx, created!);
  });
}

/**
 * chooseProcessProfile: fills the draft from an earlier process of the company (its draft, or one
 * rebuilt from its job opportunity), a shipped template, or blank defaults, and creates its job
 * opportunity. The process keeps its own name.
 */
export async function chooseProcessProfile(
  ctx: RequestContext,
  processId: number,
  fromProcessId: number | null,
  templateCode: string | null,
): Promise<LaunchDraftView> {
  const caller = requirePermission(ctx, 'process.create');
  const id = parseInput(ctx, idSchema, processId);
  return ctx.db.transaction(async (tx) => {
    const process = await lockedDraft(tx, caller, id);
    const kind = kindOf(process);
    let chosen: LaunchDraft;
    if (fromProcessId !== null) {
      const source = await findOwnProcess(tx, caller, parseInput(ctx, idSchema, fromProcessId));
      chosen = fitToKind(source.launchDraft ? draftOf(source) : await draftFromOpportunity(tx, source), kind);
    } else if (templateCode !== null) {
      const template = PROFILE_TEMPLATES.find((t) => t.code === templateCode);
      if (!template) throw new DomainError('NOT_FOUND');
      chosen = fitToKind(template.draft, kind);
    } else {
      chosen = blankDraft(kind);
    }
    const own = draftOf(process);
    const draft: LaunchDraft = {
      ...chosen,
      jobProfile: { ...chosen.jobProfile, ...(own.jobProfile?.name ? { name: own.jobProfile.name } : {}) },
      dates: own.dates ?? null,
    };
    const projected = await projectDraft(tx, caller.scope, process, draft, process.draftStep, true);
    await audit(tx, caller, 'process.profile', 'process', id, { fromProcessId, templateCode });
    return draftView(ctx, tx, projected.process, projected.hasOpportunity);
  });
}

/** getLaunchDraft: the draft, its issues, cost, balance and quota, and a launched process's edit limits. */
export async function getLaunchDraft(ctx: RequestContext, processId: number): Promise<LaunchDraftView> {
  const caller = requirePermission(ctx, 'process.create');
  const process = await findOwnProcess(ctx.db, caller, parseInput(ctx, idSchema, processId));
  return draftView(ctx, ctx.db, await withDraft(ctx.db, process));
}

/**
 * Saves one part and projects the draft. On a launched process the change must pass the edit rules
 * (EDIT_NOT_ALLOWED names the field and why, and nothing is written) and leave the step launchable.
 */
async function savePart(
  ctx: RequestContext,
  tx: Tx,
  caller: Caller,
  process: ProcessRow,
  step: WizardStep,
  next: LaunchDraft,
): Promise<{ process: ProcessRow; hasOpportunity: boolean }> {
  const before = draftOf(process);
  if (isEditable(process)) {
    const state = await launchedState(tx, process);
    for (const part of Object.keys(DRAFT_KEY).map((s) => DRAFT_KEY[s as DataStep])) {
      const refusal = editRefusal(part, before, next, state);
      if (refusal) {
        const { field, reason } = editMessage(ctx.locale, refusal.field, refusal.reason);
        throw new DomainError('EDIT_NOT_ALLOWED', { field, reason });
      }
    }
    // The edited step must stay launchable; what other steps lack is not this edit's doing.
    const judgedFrom = state.startDate && state.startDate < state.today ? state.startDate : state.today;
    const broken = launchIssues(next, kindOf(process), judgedFrom).filter((issue) => issue.step === step);
    if (broken.length) {
      const fields = Object.fromEntries(
        broken.map((issue) => [`${issue.step}.${issue.field}`, { key: issue.message, params: issue.params ?? {} }]),
      );
      throw new DomainError('BAD_INPUT', {}, fields);
    }
    const projected = await projectDraft(tx, caller.scope, process, next, process.draftStep, true);
    await audit(tx, caller, 'process.edit', 'process', process.id, { step });
    return projected;
  }
  const projected = await projectDraft(tx, caller.scope, process, next, step, false);
  await audit(tx, caller, 'process.step', 'process', process.id, { step });
  return projected;
}

/** The caller and the locked process a save may write: a DRAFT (process.create) or an editable launched one (process.update). */
async function writable(
  ctx: RequestContext,
  tx: Tx,
  processId: number,
): Promise<{ caller: Caller; process: ProcessRow }> {
  const reader = requirePermission(ctx, 'process.create');
  const process = await findOwnProcess(tx, reader, parseInput(ctx, idSchema, processId), true);
  if (process.status === 'DRAFT') return { caller: reader, process };
  if (!isEditable(process)) throw new DomainError('PROCESS_STATUS_INVALID');
  return { caller: requirePermission(ctx, 'process.update'), process };
}

/** saveLaunchStep: the step's whole form replaces its part of the draft, checked by the step's draft schema. */
export async function saveLaunchStep(
  ctx: RequestContext,
  processId: number,
  step: WizardStep,
  data: Record<string, unknown>,
): Promise<LaunchDraftView> {
  return ctx.db.transaction(async (tx) => {
    const { caller, process: stored } = await writable(ctx, tx, processId);
    const process = await withDraft(tx, stored);
    const kind = kindOf(process);
    if (!stepsFor(kind).includes(step)) {
      throw new DomainError('BAD_INPUT', {}, { step: { key: 'validation.regex', params: {} } });
    }
    const draft = draftOf(process);
    if (step === 'summary') {
      if (process.status !== 'DRAFT') return draftView(ctx, tx, process);
      const projected = await projectDraft(tx, caller.scope, process, draft, step, false);
      return draftView(ctx, tx, projected.process, projected.hasOpportunity);
    }
    const today = todayOf(process);
    // An edit sends back a start that has passed: it is judged against the day it was, so only a change is refused.
    const storedStart = dayOf(process.startDate, process.timeZone);
    const judgedFrom = process.status !== 'DRAFT' && storedStart && storedStart < today ? storedStart : today;
    const value = parseInput(ctx, stepDraftSchema(step, judgedFrom), data) as LaunchDraft[DraftPart];
    const saved = await savePart(ctx, tx, caller, process, step, { ...draft, [DRAFT_KEY[step]]: value });
    return draftView(ctx, tx, saved.process, saved.hasOpportunity);
  });
}

/** createProcessDraft (spec 3): the name, publication title, components and dates of a draft at once. */
export async function createProcessDraft(
  ctx: RequestContext,
  input: {
    processId: number;
    name: string;
    publicationInfoName?: string | null;
    components?: readonly unknown[] | null;
    startDate?: string | null;
    endDate?: string | null;
    publicationSite?: readonly string[] | null;
  },
): Promise<LaunchDraftView> {
  const caller = requirePermission(ctx, 'process.create');
  return ctx.db.transaction(async (tx) => {
    const process = await lockedDraft(tx, caller, parseInput(ctx, idSchema, input.processId));
    const draft = draftOf(process);
    const profile = parseInput(ctx, jobProfileDraftSchema, {
      name: input.name,
      ...(input.publicationInfoName ? { publicationInfoName: input.publicationInfoName } : {}),
    });
    const components = input.components
      ? parseInput(ctx, componentsDraftSchema, { components: input.components }).components
      : null;
    const dates = parseInput(ctx, datesDraftSchema(todayOf(process)), {
      ...draft.dates,
      ...(input.startDate ? { startDate: input.startDate } : {}),
      ...(input.endDate ? { endDate: input.endDate } : {}),
      ...(input.publicationSite ? { publicationSite: input.publicationSite } : {}),
    });
    const next: LaunchDraft = {
      ...draft,
      jobProfile: { ...draft.jobProfile, ...profile },
      ...(components ? { components: { components } } : {}),
      dates,
    };
    const projected = await projectDraft(tx, caller.scope, process, next, 'dates', components !== null);
    await audit(tx, caller, 'process.step', 'process', process.id, { step: 'create-process-draft' });
    return draftView(ctx, tx, projected.process, projected.hasOpportunity);
  });
}

/** saveProfileCompetences (spec 3): the competences step, and the tests step when given. */
export async function saveProfileCompetences(
  ctx: RequestContext,
  input: {
    processId: number;
    competences: readonly Record<string, unknown>[];
    coveredFactorVersion?: number | null;
    factorsReuse?: boolean | null;
    optimized?: boolean | null;
    tests?: Record<string, unknown> | null;
  },
): Promise<LaunchDraftView> {
  return ctx.db.transaction(async (tx) => {
    const { caller, process } = await writable(ctx, tx, input.processId);
    const competences = parseInput(ctx, competencesDraftSchema, {
      competences: parseInput(ctx, z.array(profileCompetenceSchema), input.competences),
      coveredFactorVersion: input.coveredFactorVersion ?? null,
      factorsReuse: input.factorsReuse ?? undefined,
      optimized: input.optimized ?? undefined,
    });
    const draft = draftOf(process);
    const tests = input.tests ? parseInput(ctx, testsDraftSchema, input.tests) : draft.tests;
    const saved = await savePart(ctx, tx, caller, process, 'competences', { ...draft, competences, tests });
    return draftView(ctx, tx, saved.process, saved.hasOpportunity);
  });
}
