import { eq } from 'drizzle-orm';
import {
  COMPETENCE_ITEMS,
  DISC_GROUPS,
  type CandidateCvForm,
  type ComponentType,
  type DiscFactor,
  type LaunchDraft,
  type ScoringInput,
  type TakenKnowledgeTest,
} from '@terna/domain';
import { processes } from '../../../src/db/schema/index.js';
import type { BuildComponentInput } from '../../support/factories.js';
import type { TestApp } from '../../support/test-app.js';

/** A process of the company with a launch draft and these components (weight, minimum). */
export async function scoredProcess(
  t: TestApp,
  companyId: number,
  components: Partial<Record<ComponentType, readonly [weight: number, min: number]>>,
  draft: LaunchDraft = DRAFT,
) {
  const list: BuildComponentInput[] = Object.entries(components).map(([componentType, [weight, min]], i) => ({
    componentType: componentType as ComponentType,
    order: i + 1,
    weight,
    minValueToPass: min,
  }));
  const process = await t.buildProcess({ companyId, withJobOpportunity: { components: list } });
  await t.db.update(processes).set({ launchDraft: draft }).where(eq(processes.id, process.id));
  return process;
}

export const DRAFT: LaunchDraft = {
  jobProfile: { placeName: 'Bogotá', salaryFrom: 4_000_000, salaryTo: 6_000_000, currencyCode: 'COP' },
  curriculum: {
    languageList: [{ languageId: 'es', level: 'NATIVE_OR_BILINGUAL' }],
    sectionList: [],
    questionList: [
      {
        id: 'licence',
        type: 'YES_NO',
        content: '¿Tienes licencia de conducción vigente?',
        order: 1,
        discriminatory: true,
        answerList: [
          { id: 'yes', content: 'Sí', correct: true },
          { id: 'no', content: 'No', correct: false },
        ],
      },
    ],
  },
  competences: {
    competences: [
      { id: 'LEADERSHIP', name: 'Liderazgo', weight: 60, difficulty: 'MEDIUM' },
      { id: 'TEAMWORK', name: 'Trabajo en equipo', weight: 40, difficulty: 'EASY' },
    ],
  },
};

export const CV: CandidateCvForm = {
  personal: {
    firstName: 'Ana',
    lastName: 'Pérez',
    birthDate: '1992-03-10',
    gender: 'FEMALE',
    maritalStatus: null,
    countryCode: 'CO',
    placeId: 'bog',
    placeName: 'Bogota',
    phone: '+573001234567',
    willingToRelocate: false,
    introduction: null,
  },
  educationList: [],
  experiences: [],
  skills: [],
  languages: [{ languageId: 'es', name: 'Español', level: 'NATIVE_OR_BILINGUAL' }],
  salary: { amount: 5_000_000, currency: 'COP' },
};

export const cvInput = (licence: 'yes' | 'no', salary = 5_000_000): ScoringInput => ({
  componentType: 'CURRICULUM',
  cv: { ...CV, salary: { amount: salary, currency: 'COP' } },
  knockouts: [{ questionId: 'licence', optionId: licence }],
});

/** Every group answered "most" with the option of `most`, "least" with that of `least`. */
export const discInput = (most: DiscFactor, least: DiscFactor): ScoringInput => ({
  componentType: 'DISC',
  answers: DISC_GROUPS.map((group) => ({
    groupId: group.id,
    most: group.options.find((o) => o.factor === most)!.id,
    least: group.options.find((o) => o.factor === least)!.id,
  })),
});

/** Every item of the draft's competences at the top of the scale (reverse-keyed ones at the bottom). */
export const competenceInput = (): ScoringInput => ({
  componentType: 'COMPETENCE',
  answers: COMPETENCE_ITEMS.filter((item) => item.competence === 'LEADERSHIP' || item.competence === 'TEAMWORK').map(
    (item) => ({ itemId: item.id, value: item.reverse ? 1 : 5 }),
  ),
});

/** One test of `count` questions with `right` answered correctly and the rest wrong. */
export function knowledgeInput(right: number, count = 4): ScoringInput {
  const questions = Array.from({ length: count }, (_, i) => ({
    id: `q${i + 1}`,
    content: `Pregunta ${i + 1}`,
    difficulty: 'MEDIUM' as const,
    options: [
      { id: 'a', label: 'Correcta', correct: true },
      { id: 'b', label: 'Incorrecta', correct: false },
    ],
  }));
  const test: TakenKnowledgeTest = {
    questionBankId: 1,
    name: 'Excel',
    difficulty: 'MEDIUM',
    weight: 100,
    questions,
    answers: questions.map((q, i) => ({ questionId: q.id, optionId: i < right ? 'a' : 'b' })),
    timedOut: false,
  };
  return { componentType: 'KNOWLEDGE_TEST', tests: [test] };
}

export const interviewInput = (answers: (string | null)[]): ScoringInput => ({
  componentType: 'INTERVIEW',
  answers: answers.map((answer, i) => ({
    prompt: { id: `iq${i + 1}`, content: `Pregunta de entrevista ${i + 1}`, answerTimeSeconds: 120 },
    answer,
    seconds: 60,
  })),
});

export const RESULT_FIELDS = `ranking archetype disqualificationReasons
  composedCapResult { value status }
  results { componentType status value
    disc { factors { factor value } archetype }
    curriculum { sections { section score } }
    competences { name value weight }
    knowledge { questionCount correctAnswers answers { question answer correctAnswer correct } }
    interview { grade answers { questionId question answer answered grade } } }
  activities { name data }`;
