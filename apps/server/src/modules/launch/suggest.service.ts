import { and, eq, sql } from 'drizzle-orm';
import { evenWeights, foldText, idSchema, type Difficulty, type LaunchDraft } from '@terna/domain';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { companyFeatures } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { findOwnProcess } from '../processes/index.js';
import { draftOf } from './draft-view.js';

export interface SuggestedCompetence {
  id: string;
  name: string;
  definition: string;
  weight: number;
  difficulty: Difficulty;
  score: number;
}

const SUGGESTED = 5;
/** Words too common in job texts to say anything about a competence. */
const STOP_WORDS = new Set(
  'para con los las del una por que sus como mas the and for with our your you are will from this that who'.split(' '),
);

/** The job profile's distinct words (folded, 3 letters or more) and its areas, the suggestion's evidence. */
function evidence(draft: LaunchDraft) {
  const job = draft.jobProfile ?? {};
  const experience = draft.curriculum?.experience;
  const areas = [...(experience?.areaList ?? []), ...(experience?.subAreaList ?? [])].map(foldText);
  const texts = [
    job.name,
    job.positionName,
    job.description,
    ...areas,
    ...(experience?.jobTitleList ?? []),
    ...(experience?.industryList ?? []),
    ...(draft.curriculum?.education?.studyAreaList ?? []),
  ];
  const folded = ` ${texts
    .filter(Boolean)
    .map((t) => foldText(t!))
    .join(' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .join(' ')} `;
  return { folded, areas };
}

interface CatalogueCompetence {
  code: string;
  name_es: string;
  name_en: string;
  definition_es: string | null;
  definition_en: string | null;
  area: string | null;
  keywords: string[] | null;
}

/**
 * suggestCompetences: a deterministic, rule-based suggestion (no model). Each catalogue competence
 * scores one point per keyword (folded; a phrase counts when it appears whole) found among the job
 * profile's words (name, position, description, experience areas, job titles, industries, study
 * areas), and two more when its area is one of the profile's experience areas. The five best with
 * a score above zero are suggested, ties by code, with even weights and MEDIUM difficulty.
 * Only companies with AI_PROFILE, on a PROCESS plan process.
 */
export async function suggestCompetences(ctx: RequestContext, processId: number): Promise<SuggestedCompetence[]> {
  const caller = requirePermission(ctx, 'process.create');
  const process = await findOwnProcess(ctx.db, caller, parseInput(ctx, idSchema, processId));
  const [feature] = await ctx.db
    .select({ status: companyFeatures.status })
    .from(companyFeatures)
    .where(and(eq(companyFeatures.companyId, caller.companyId), eq(companyFeatures.name, 'AI_PROFILE')));
  if (process.typeCompanyPlan !== 'PROCESS' || !feature?.status) {
    throw new DomainError('FEATURE_REQUIRED', { feature: 'AI_PROFILE' });
  }
  const { folded, areas } = evidence(draftOf(process));
  const catalogue = await queryRows<CatalogueCompetence>(
    ctx.db,
    sql`select code, name_es, name_en, definition_es, definition_en, area, keywords from competences order by code`,
  );
  const scored = catalogue
    .map((competence) => {
      const keywordScore = (competence.keywords ?? []).filter((keyword) => {
        const word = foldText(keyword).trim();
        return word.length > 0 && folded.includes(` ${word} `);
      }).length;
      const areaScore = competence.area && areas.includes(foldText(competence.area)) ? 2 : 0;
      return { competence, score: keywordScore + areaScore };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.competence.code.localeCompare(b.competence.code))
    .slice(0, SUGGESTED);
  const weights = evenWeights(scored.length);
  return scored.map(({ competence, score }, i) => ({
    id: competence.code,
    name: ctx.locale === 'en' ? competence.name_en : competence.name_es,
    definition: (ctx.locale === 'en' ? competence.definition_en : competence.definition_es) ?? '',
    weight: weights[i]!,
    difficulty: 'MEDIUM',
    score,
  }));
}
