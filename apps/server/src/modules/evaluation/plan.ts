import { asc, eq, inArray, or } from 'drizzle-orm';
import {
  COMPETENCE_ITEMS,
  DEFAULT_ANSWER_TIME,
  DISC_GROUPS,
  interviewPrompts,
  isPortalComponent,
  TRUST_CHECKS,
  TRUST_CHECKS_REQUIRED,
  TRUST_ITEMS,
  type TrustCheck,
  type Difficulty,
  type InterviewStep,
  type LaunchDraft,
  type Locale,
  type PortalComponent,
} from '@terna/domain';
import type { Database } from '../../db/client.js';
import { companies, competences, jobComponents, jobOpportunities, processes } from '../../db/schema/index.js';
import { questionsForTest } from '../question-bank/index.js';

/**
 * What a process asks its candidates, step by step: its portal components in the process's order,
 * each with its parts and what their questions are made of. Wizard-made processes read their launch
 * draft; processes made before the wizard (the demo seed) read their job opportunity's JSON, as the
 * launch module's rebuilt draft does.
 */

export const MAIN_PART = 'main';

export interface PlannedKnowledgeTest {
  part: string;
  questionBankId: number;
  name: string;
  difficulty: Difficulty;
  questionCount: number;
  timeLimitSeconds: number | null;
  weight: number;
}

export type StepContent =
  | { componentType: 'CURRICULUM'; knockoutCount: number }
  | { componentType: 'DISC' }
  | { componentType: 'COMPETENCE'; codes: string[] }
  | { componentType: 'KNOWLEDGE_TEST'; tests: PlannedKnowledgeTest[] }
  | { componentType: 'INTERVIEW'; interview: InterviewStep }
  | { componentType: 'RELIABILITY'; checks: TrustCheck[] };

export interface PlannedPart {
  part: string;
  name: string;
  timeLimitSeconds: number | null;
  questionCount: number;
}

export interface PlannedStep {
  component: PortalComponent;
  order: number;
  /** Null: the content cannot be put together (the step is unavailable). */
  content: StepContent | null;
  parts: PlannedPart[];
}

export interface ProcessPlan {
  processName: string;
  companyName: string;
  steps: PlannedStep[];
}

const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const hasItems = new Set(COMPETENCE_ITEMS.map((item) => item.competence));
const isTrustCheck = (value: string): value is TrustCheck => (TRUST_CHECKS as readonly string[]).includes(value);
const DIFFICULTY_OF: Record<string, Difficulty> = { EASY: 'EASY', MEDIUM: 'MEDIUM', HARD: 'HARD', CUSTOM: 'CUSTOM' };

/** The interview as asked: the questions' text and each one's answer time. */
export const interviewOf = (content: { interview: InterviewStep }, locale: Locale) =>
  interviewPrompts(content.interview, locale);

export async function loadProcessPlan(db: Database, processId: number, locale: Locale): Promise<ProcessPlan> {
  const [process] = await db
    .select({
      name: processes.name,
      companyId: processes.companyId,
      draft: processes.launchDraft,
      companyName: companies.commercialName,
    })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .where(eq(processes.id, processId));
  if (!process) return { processName: '', companyName: '', steps: [] };
  const [opportunity] = await db.select().from(jobOpportunities).where(eq(jobOpportunities.processId, processId));
  const components = opportunity
    ? await db
        .select({ componentType: jobComponents.componentType, order: jobComponents.order })
        .from(jobComponents)
        .where(eq(jobComponents.jobOpportunityId, opportunity.id))
        .orderBy(asc(jobComponents.order))
    : [];
  const draft = (process.draft ?? null) as LaunchDraft | null;
  const steps: PlannedStep[] = [];
  for (const { componentType, order } of components) {
    if (!isPortalComponent(componentType)) continue;
    const content = await contentOf(db, process.companyId, componentType, draft, opportunity);
    steps.push({ component: componentType, order, content, parts: content ? partsOf(content, locale) : [] });
  }
  return { processName: process.name, companyName: process.companyName, steps };
}

async function contentOf(
  db: Database,
  companyId: number,
  component: PortalComponent,
  draft: LaunchDraft | null,
  opportunity: typeof jobOpportunities.$inferSelect | undefined,
): Promise<StepContent | null> {
  switch (component) {
    case 'CURRICULUM':
      return { componentType: 'CURRICULUM', knockoutCount: draft?.curriculum?.questionList?.length ?? 0 };
    case 'DISC':
      return { componentType: 'DISC' };
    case 'COMPETENCE': {
      const chosen = draft?.competences?.competences ?? list(opportunity?.competences).map(obj);
      const codes = await competenceCodes(
        db,
        chosen.map((c) => ({ id: String(c.id), name: String(c.name ?? '') })),
      );
      return codes.length ? { componentType: 'COMPETENCE', codes } : null;
    }
    case 'KNOWLEDGE_TEST': {
      const tests = draft?.tests?.knowledge?.length
        ? draft.tests.knowledge.map((test) => ({
            bank: { id: test.questionBankId } as { id: number } | { name: string },
            name: test.name,
            difficulty: test.difficulty,
            questionCount: test.questionCount,
            timeLimitSeconds: test.timeControl ? test.time * 60 : null,
            weight: test.weight,
          }))
        : list(opportunity?.knowledge).map((entry) => {
            const test = obj(obj(entry).knowledgeTest);
            const time = Number(test.time);
            return {
              bank: { name: String(test.name ?? '') },
              name: String(test.name ?? ''),
              difficulty: DIFFICULTY_OF[String(test.difficulty)] ?? 'MEDIUM',
              questionCount: Number(test.questionCount) || 0,
              timeLimitSeconds: test.timeControl === true && time > 0 ? time * 60 : null,
              weight: Number(obj(entry).weight) || 0,
            };
          });
      const planned: PlannedKnowledgeTest[] = [];
      for (const { bank, ...test } of tests) {
        // Only banks the company sees and that hold questions make a test.
        const found = await questionsForTest(db, companyId, bank);
        if (!found || found.questions.length === 0) continue;
        planned.push({
          ...test,
          part: String(found.bankId),
          questionBankId: found.bankId,
          questionCount: Math.min(test.questionCount, found.questions.length),
        });
      }
      return planned.length ? { componentType: 'KNOWLEDGE_TEST', tests: planned } : null;
    }
    case 'INTERVIEW': {
      const interview: InterviewStep | null =
        draft?.interview ??
        (opportunity?.interview
          ? {
              defaultQuestions: false,
              answerTime: DEFAULT_ANSWER_TIME,
              questions: list(obj(opportunity.interview).questions).map((q) => ({
                content: String(obj(q).content),
                order: Number(obj(q).order),
              })),
            }
          : null);
      if (!interview || interviewPrompts(interview, 'es').length === 0) return null;
      return { componentType: 'INTERVIEW', interview };
    }
    case 'RELIABILITY': {
      // A trust sub-process keeps its checks; one made otherwise runs the required ones.
      const chosen = (opportunity?.trustChecks ?? []).filter(isTrustCheck);
      return { componentType: 'RELIABILITY', checks: chosen.length ? chosen : [...TRUST_CHECKS_REQUIRED] };
    }
  }
}

/** Catalogue codes of the chosen competences; processes made before the wizard name them instead. */
async function competenceCodes(db: Database, chosen: { id: string; name: string }[]): Promise<string[]> {
  const direct = chosen.filter((c) => hasItems.has(c.id)).map((c) => c.id);
  const names = chosen.filter((c) => !hasItems.has(c.id) && c.name).map((c) => c.name);
  const named = names.length
    ? await db
        .select({ code: competences.code })
        .from(competences)
        .where(or(inArray(competences.nameEs, names), inArray(competences.nameEn, names)))
    : [];
  return [...new Set([...direct, ...named.map((row) => row.code).filter((code) => hasItems.has(code))])];
}

function partsOf(content: StepContent, locale: Locale): PlannedPart[] {
  const main = (questionCount: number, timeLimitSeconds: number | null = null): PlannedPart[] => [
    { part: MAIN_PART, name: '', timeLimitSeconds, questionCount },
  ];
  switch (content.componentType) {
    case 'CURRICULUM':
      return main(content.knockoutCount);
    case 'DISC':
      return main(DISC_GROUPS.length);
    case 'COMPETENCE':
      return main(COMPETENCE_ITEMS.filter((item) => content.codes.includes(item.competence)).length);
    case 'RELIABILITY':
      return main(TRUST_ITEMS.filter((item) => (content.checks as string[]).includes(item.competence)).length);
    case 'KNOWLEDGE_TEST':
      return content.tests.map((test) => ({
        part: test.part,
        name: test.name,
        timeLimitSeconds: test.timeLimitSeconds,
        questionCount: test.questionCount,
      }));
    case 'INTERVIEW': {
      const prompts = interviewOf(content, locale);
      return main(
        prompts.length,
        prompts.reduce((sum, prompt) => sum + prompt.answerTimeSeconds, 0),
      );
    }
  }
}
