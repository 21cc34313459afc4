import {
  COMPONENT_TYPES,
  TRUST_CHECKS_REQUIRED,
  type ComponentStatus,
  type ComponentType,
  type CvScore,
  discArchetype,
  type DiscArchetype,
  type DiscFactors,
  type PersonStatus,
} from '@terna/domain';
import { AREA_PROFILES, INTERVIEW_QUESTIONS, type ComponentSpec, type ExperienceArea } from './demo-data.js';
import { GENERAL_QUESTIONS, INTERVIEW_ANSWERS, KNOWLEDGE_QUESTIONS } from './question-bank.js';
import { SeededRandom } from './random.js';

/** A job component as stored: the spec plus its display order (DISC 1 ... RELIABILITY 6). */
export interface JobComponent extends ComponentSpec {
  order: number;
}

export function withOrder(components: readonly ComponentSpec[]): JobComponent[] {
  return components
    .map((spec) => ({ ...spec, order: COMPONENT_TYPES.indexOf(spec.componentType) + 1 }))
    .sort((a, b) => a.order - b.order);
}

export interface ComponentOutcome {
  componentType: ComponentType;
  status: ComponentStatus;
  value: number | null;
  details: Record<string, unknown> | null;
}

export interface Evaluation {
  /** Can differ from the status asked for: a job whose components never disqualify cannot produce DISQUALIFIED. */
  status: PersonStatus;
  outcomes: ComponentOutcome[];
  composedScore: number | null;
  archetype: DiscArchetype | null;
  /** Trust result code when the job itself has the RELIABILITY component and it is done. */
  trustCode: TrustCode | null;
}

export type TrustCode = '1' | '2' | '3';

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Results of one candidate for the job's components, consistent with the status asked for:
 * OPEN has everything PENDING; INPROGRESS has the first components done (the interview may await
 * its grade); ENDED passed every threshold; DISQUALIFIED finished with at least one component under
 * its minimum, marked REJECT. The composed score is the weighted mean of the component values.
 *
 * The CV match is not drawn: it is the engine's score of the person's CV (`cv`, needed when the job
 * has the CURRICULUM component), so it overrides the status asked for. A CV under its minimum
 * disqualifies whoever started; a CV that passes is never the reason for a disqualification.
 */
export function evaluateCandidate(
  random: SeededRandom,
  components: readonly JobComponent[],
  competences: readonly { name: string; weight: number }[],
  requested: PersonStatus,
  area: ExperienceArea,
  cv: CvScore | null,
): Evaluation {
  const cvJob = components.find((c) => c.componentType === 'CURRICULUM');
  const cvFails = cvJob !== undefined && cv !== null && cv.value < cvJob.minValueToPass;
  const gates = components.filter((c) => c.minValueToPass > 0 && c.componentType !== 'CURRICULUM');
  const status: PersonStatus =
    requested !== 'OPEN' && cvFails
      ? 'DISQUALIFIED'
      : requested === 'DISQUALIFIED' && gates.length === 0
        ? 'ENDED'
        : requested;
  // One latent ability per candidate, so a strong CV tends to come with a strong test, as in life.
  const ability = status === 'DISQUALIFIED' ? random.normal(56, 12) : random.normal(70, 11);

  const failing = new Set<ComponentType>();
  if (cvFails) failing.add('CURRICULUM');
  else if (status === 'DISQUALIFIED') {
    for (const gate of random.sample(gates, random.chance(0.25) ? 2 : 1)) failing.add(gate.componentType);
  }
  const doneCount =
    status === 'OPEN' ? 0 : status === 'INPROGRESS' ? random.int(0, components.length - 1) : components.length;

  const outcomes = components.map((job, index): ComponentOutcome => {
    if (index >= doneCount) {
      const awaitsGrade =
        status === 'INPROGRESS' && index === doneCount && job.componentType === 'INTERVIEW' && random.chance(0.6);
      return {
        componentType: job.componentType,
        status: awaitsGrade ? 'PENDING_GRADE' : 'PENDING',
        value: null,
        details: null,
      };
    }
    if (job.componentType === 'CURRICULUM') {
      if (!cv) throw new Error('a job with the CURRICULUM component needs the CV match');
      return {
        componentType: job.componentType,
        status: cv.value < job.minValueToPass ? 'REJECT' : 'SUCCESS',
        value: cv.value,
        details: { scoreList: cv.scoreList, discriminated: false },
      };
    }
    const natural = clamp(random.normal(ability, 10), 5, 100);
    const mustPass = status !== 'DISQUALIFIED' || !failing.has(job.componentType);
    const target = failing.has(job.componentType)
      ? Math.max(3, job.minValueToPass - 3 - Math.abs(random.normal(0, 12)))
      : status !== 'DISQUALIFIED' && natural < job.minValueToPass + 2
        ? Math.min(100, job.minValueToPass + 2 + Math.abs(random.normal(0, 8)))
        : natural;
    const { value, details } = scoreComponent(random, job.componentType, target, competences, mustPass ? 'UP' : 'DOWN');
    return {
      componentType: job.componentType,
      status: value < job.minValueToPass ? 'REJECT' : 'SUCCESS',
      value,
      details: withAnswers(job.componentType, target, details, area),
    };
  });

  const finished = status === 'ENDED' || status === 'DISQUALIFIED';
  const disc = outcomes.find((o) => o.componentType === 'DISC' && o.value !== null);
  const trust = outcomes.find((o) => o.componentType === 'RELIABILITY' && o.value !== null);
  return {
    status,
    outcomes,
    composedScore: finished ? composedScore(components, outcomes) : null,
    archetype: disc ? discArchetype(disc.details as DiscFactors) : null,
    trustCode: trust && trust.value !== null ? trustCodeOf(trust.value) : null,
  };
}

function composedScore(components: readonly JobComponent[], outcomes: readonly ComponentOutcome[]): number {
  let weighted = 0;
  let weights = 0;
  components.forEach((job, index) => {
    weighted += (outcomes[index]?.value ?? 0) * job.weight;
    weights += job.weight;
  });
  return round2(weighted / weights);
}

/**
 * The value of a component near `target` with details that explain it. Values that must land on
 * a grid (a test's correct answers, an interview grade) round towards the side of the threshold
 * the candidate has to be on.
 */
function scoreComponent(
  random: SeededRandom,
  type: Exclude<ComponentType, 'CURRICULUM'>,
  target: number,
  competences: readonly { name: string; weight: number }[],
  rounding: 'UP' | 'DOWN',
): { value: number; details: Record<string, unknown> } {
  const snap = rounding === 'UP' ? Math.ceil : Math.floor;
  switch (type) {
    case 'DISC':
      return { value: round2(target), details: discFactors(random) };
    case 'COMPETENCE': {
      const scores = spreadAround(
        random,
        target,
        competences.map((c) => c.weight),
      );
      return {
        value: weightedMean(
          scores,
          competences.map((c) => c.weight),
        ),
        details: { competences: competences.map((c, i) => ({ name: c.name, weight: c.weight, value: scores[i] })) },
      };
    }
    case 'KNOWLEDGE_TEST': {
      const questionCount = 20;
      const correctAnswers = clamp(snap((target / 100) * questionCount), 0, questionCount);
      return { value: (correctAnswers / questionCount) * 100, details: { questionCount, correctAnswers } };
    }
    case 'INTERVIEW': {
      const grade = clamp(snap(target) / 10, 0, 10);
      return { value: grade * 10, details: { grade } };
    }
    case 'RELIABILITY': {
      const value = round2(target);
      return { value, details: { checks: trustChecks(random, trustCodeOf(value)) } };
    }
  }
}

/**
 * Per-item scores whose weighted mean is `target` (up to rounding), spread a little around it and
 * kept inside 0-100, so the competences' scores add up to the value the list shows.
 */
function spreadAround(random: SeededRandom, target: number, weights: readonly number[]): number[] {
  const amplitude = Math.min(15, target / 2, (100 - target) / 2);
  const noise = weights.map(() => (random.next() * 2 - 1) * amplitude);
  const bias = weightedMean(noise, weights);
  return noise.map((n) => round2(clamp(target + n - bias, 0, 100)));
}

function weightedMean(values: readonly number[], weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return round2(values.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0) / total);
}

/** DISC factors with one or two dominant ones, so every archetype turns up. */
function discFactors(random: SeededRandom): DiscFactors {
  const factors: DiscFactors = {
    D: random.int(15, 55),
    I: random.int(15, 55),
    S: random.int(15, 55),
    C: random.int(15, 55),
  };
  const [first, second] = random.sample(['D', 'I', 'S', 'C'] as const, 2);
  factors[first!] = random.int(70, 95);
  if (random.chance(0.6)) factors[second!] = random.int(45, 92);
  return factors;
}

/** 1 reliable, 2 medium, 3 unreliable (spec 3 section 4). */
function trustCodeOf(value: number): TrustCode {
  if (value >= 75) return '1';
  if (value >= 50) return '2';
  return '3';
}

/** Risk of each required check, consistent with the code: all low, some medium, or some high. */
function trustChecks(random: SeededRandom, code: TrustCode): { name: string; riskLevel: string }[] {
  const flagged = new Set(random.sample(TRUST_CHECKS_REQUIRED, code === '1' ? 0 : random.int(1, 2)));
  const flaggedRisk = code === '3' ? 'HIGH_RISK' : 'MID_RISK';
  return TRUST_CHECKS_REQUIRED.map((name) => ({ name, riskLevel: flagged.has(name) ? flaggedRisk : 'LOW_RISK' }));
}

/**
 * The answers behind a knowledge test or an interview result, consistent with its details (as many
 * correct answers as correctAnswers; interview grades averaging the grade). They come from their own
 * generator, seeded by the unrounded score already drawn: drawing from the seed's main stream would
 * shift every later value of the demo data, which tests count on.
 */
function withAnswers(
  type: ComponentType,
  target: number,
  details: Record<string, unknown>,
  area: ExperienceArea,
): Record<string, unknown> {
  if (type !== 'KNOWLEDGE_TEST' && type !== 'INTERVIEW') return details;
  const random = new SeededRandom(hashOf(`${type}:${area}:${target}`));
  if (type === 'KNOWLEDGE_TEST') {
    const questionCount = details.questionCount as number;
    const correctAnswers = details.correctAnswers as number;
    const bank = [...(KNOWLEDGE_QUESTIONS[AREA_PROFILES[area].knowledgeTest] ?? []), ...GENERAL_QUESTIONS].slice(
      0,
      questionCount,
    );
    const right = new Set(
      random.sample(
        bank.map((_, i) => i),
        correctAnswers,
      ),
    );
    const answers = bank.map(([question, correctAnswer, wrong, otherWrong], i) => ({
      question,
      // A missed question is a wrong choice, or now and then one left blank.
      answer: right.has(i) ? correctAnswer : random.chance(0.15) ? null : random.pick([wrong, otherWrong]),
      correctAnswer,
      correct: right.has(i),
    }));
    return { ...details, answers };
  }
  const grades = gradesAveraging(random, details.grade as number, INTERVIEW_QUESTIONS.length);
  const answers = INTERVIEW_QUESTIONS.map((question, i) => {
    const grade = grades[i]!;
    const [strong, adequate, weak] = INTERVIEW_ANSWERS[i]!;
    return { question, answer: grade >= 8 ? strong : grade >= 5 ? adequate : weak, grade };
  });
  return { ...details, answers };
}

/** `count` grades on 0-10 with one decimal whose mean is exactly `grade` (itself with one decimal). */
function gradesAveraging(random: SeededRandom, grade: number, count: number): number[] {
  // In tenths, so the sum stays exact: start level, then move tenths between answers within 0-100.
  const tenths = Array.from({ length: count }, () => Math.round(grade * 10));
  for (let step = 0; step < count * 2; step++) {
    const [from, to] = random.sample(
      tenths.map((_, i) => i),
      2,
    ) as [number, number];
    const amount = Math.min(random.int(0, 20), tenths[from]!, 100 - tenths[to]!);
    tenths[from]! -= amount;
    tenths[to]! += amount;
  }
  return tenths.map((t) => t / 10);
}

/** FNV-1a: a stable 32-bit seed from a text. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
