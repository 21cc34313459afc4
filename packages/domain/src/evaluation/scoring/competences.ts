import { DIFFICULTIES } from '../../enums.js';
import type { Difficulty, ProfileCompetence } from '../../launch/draft.js';
import type { CompetenceItem, LikertAnswer } from '../content-types.js';
import { LIKERT_VALUES } from '../protocol.js';
import { clampScore, round2, weightedMean } from './round.js';

const LIKERT_MIN = LIKERT_VALUES[0];
const LIKERT_MAX = LIKERT_VALUES[LIKERT_VALUES.length - 1]!;

/**
 * The answered points of a Likert questionnaire per group (an item's competence or trust check),
 * each item counted once and a reverse-keyed item as 6 - value: what both the competence and the
 * trust scores average.
 */
export function likertPointsByGroup(
  items: readonly CompetenceItem[],
  answers: readonly LikertAnswer[],
): Map<string, number[]> {
  const itemById = new Map(items.map((item) => [item.id, item]));
  const points = new Map<string, number[]>();
  const answered = new Set<string>();
  for (const answer of answers) {
    const item = itemById.get(answer.itemId);
    if (!item || answered.has(item.id)) continue;
    answered.add(item.id);
    const value = item.reverse ? LIKERT_MAX + LIKERT_MIN - answer.value : answer.value;
    points.set(item.competence, [...(points.get(item.competence) ?? []), value]);
  }
  return points;
}

/**
 * The frequency a difficulty asks for, on the 0-10 scale of COMPETENCE_LEVEL_BANDS: the difficulty's
 * value plus 2, so EASY (2) asks for 4 (occasional), MEDIUM (4) for 6 (frequent), HARD (6) for 8
 * (habitual) and CUSTOM (8) for 10 (always). On the 0-100 scale: 40, 60, 80, 100.
 */
export const competenceTarget = (difficulty: Difficulty) => Math.min(100, (DIFFICULTIES[difficulty] + 2) * 10);

export interface CompetenceScore {
  id: string;
  name: string;
  weight: number;
  /** The behaviour frequency the answers show, 0-100 (Likert mean 1 -> 0, 5 -> 100). */
  frequency: number;
  /** The frequency judged against the difficulty: reaching the target is 100, below it in proportion. */
  value: number;
}

/**
 * Competence scores (decision 015). Each item's answer counts 1-5 (a reverse-keyed item 6 - value);
 * the competence's frequency is the mean over its answered items mapped onto 0-100; its value is
 * frequency / target * 100, at most 100, where the target comes from the competence's difficulty.
 * A competence with no answered item scores 0. The component value is the mean of the values
 * weighted by the competences' weights.
 */
export function scoreCompetences(
  items: readonly CompetenceItem[],
  answers: readonly LikertAnswer[],
  competences: readonly ProfileCompetence[],
): { competences: CompetenceScore[]; value: number } {
  const points = likertPointsByGroup(items, answers);
  const scores = competences.map((competence): CompetenceScore => {
    const own = points.get(competence.id) ?? [];
    const mean = own.length ? own.reduce((sum, value) => sum + value, 0) / own.length : LIKERT_MIN;
    const frequency = round2(((mean - LIKERT_MIN) / (LIKERT_MAX - LIKERT_MIN)) * 100);
    const value = round2(clampScore((frequency / competenceTarget(competence.difficulty)) * 100));
    return { id: competence.id, name: competence.name, weight: competence.weight, frequency, value };
  });
  const value = round2(
    weightedMean(
      scores.map((score) => score.value),
      scores.map((score) => score.weight),
    ),
  );
  return { competences: scores, value };
}
