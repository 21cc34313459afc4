import { DISC_FACTORS, discArchetype, type DiscFactor, type DiscFactors } from '../../candidates/disc.js';
import type { DiscArchetype } from '../../enums.js';
import type { CompetenceArea } from '../../launch/competences.js';
import type { DiscAnswer, DiscGroup } from '../content-types.js';
import { clampScore, round2 } from './round.js';

export interface DiscScore {
  factors: DiscFactors;
  archetype: DiscArchetype;
  /** Groups with a valid most/least pair: the ones the factors are normalised over. */
  answeredGroups: number;
}

/**
 * The DISC factors of a forced-choice questionnaire: in each answered group the adjective chosen as
 * "most like me" adds 1 to its factor and the one chosen as "least like me" takes 1 away. Over n
 * answered groups a factor's raw count lies in [-n, n]; it is mapped onto 0-100 as
 * (raw + n) / 2n * 100, so 50 is neutral. A group answered twice counts once (the first answer), an
 * answer naming an option outside its group, or the same option twice, does not count. With no
 * answered group every factor is 50.
 */
export function scoreDisc(groups: readonly DiscGroup[], answers: readonly DiscAnswer[]): DiscScore {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const raw: DiscFactors = { D: 0, I: 0, S: 0, C: 0 };
  const seen = new Set<string>();
  for (const answer of answers) {
    const group = byId.get(answer.groupId);
    if (!group || seen.has(group.id) || answer.most === answer.least) continue;
    const most = group.options.find((option) => option.id === answer.most);
    const least = group.options.find((option) => option.id === answer.least);
    if (!most || !least) continue;
    seen.add(group.id);
    raw[most.factor] += 1;
    raw[least.factor] -= 1;
  }
  const n = seen.size;
  const factors = Object.fromEntries(
    DISC_FACTORS.map((factor) => [factor, n === 0 ? 50 : round2(((raw[factor] + n) / (2 * n)) * 100)]),
  ) as DiscFactors;
  return { factors, archetype: discArchetype(factors), answeredGroups: n };
}

/**
 * The DISC profile each competence area calls for (0-100 per factor). Working with others is
 * Influence and Steadiness; results, Dominance; management, Dominance with Influence; thinking,
 * Conscientiousness; execution, Conscientiousness with Steadiness; personal competences
 * (self-control, adaptability), Steadiness with Conscientiousness.
 */
export const AREA_DISC: Record<CompetenceArea, DiscFactors> = {
  RELATIONSHIP: { D: 40, I: 80, S: 70, C: 40 },
  RESULTS: { D: 85, I: 55, S: 35, C: 55 },
  MANAGEMENT: { D: 80, I: 70, S: 45, C: 45 },
  THINKING: { D: 50, I: 35, S: 45, C: 85 },
  EXECUTION: { D: 50, I: 35, S: 65, C: 75 },
  PERSONAL: { D: 45, I: 50, S: 75, C: 60 },
};

/**
 * The DISC a job profile calls for: the mean of its competences' area profiles weighted by the
 * competences' weights (all zero: equally). Competences whose area is unknown are left out. A
 * profile with no competence of a known area has no ideal (null): the fit is then 100, as a CV
 * section with no requirement (decision 015).
 */
export function idealDisc(
  competences: readonly { id: string; weight: number }[],
  areaOf: (competenceId: string) => CompetenceArea | null,
): DiscFactors | null {
  const known = competences
    .map((competence) => ({ area: areaOf(competence.id), weight: Math.max(0, competence.weight) }))
    .filter((entry): entry is { area: CompetenceArea; weight: number } => entry.area !== null);
  if (known.length === 0) return null;
  const total = known.reduce((sum, entry) => sum + entry.weight, 0);
  const weightOf = (entry: { weight: number }) => (total === 0 ? 1 / known.length : entry.weight / total);
  const ideal = { D: 0, I: 0, S: 0, C: 0 } as DiscFactors;
  for (const entry of known)
    for (const factor of DISC_FACTORS) ideal[factor] += AREA_DISC[entry.area][factor] * weightOf(entry);
  for (const factor of DISC_FACTORS) ideal[factor] = round2(ideal[factor]);
  return ideal;
}

/**
 * How well a candidate's DISC fits the ideal: 100 minus the mean absolute difference of the four
 * factors (0-100 each, so the fit is 0-100 too); 100 when there is no ideal.
 */
export function discFit(factors: DiscFactors, ideal: DiscFactors | null): number {
  if (!ideal) return 100;
  const distance = DISC_FACTORS.reduce((sum, factor: DiscFactor) => sum + Math.abs(factors[factor] - ideal[factor]), 0);
  return round2(clampScore(100 - distance / DISC_FACTORS.length));
}
