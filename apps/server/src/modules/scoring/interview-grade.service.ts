import { and, eq } from 'drizzle-orm';
import {
  componentStatusFor,
  idSchema,
  interviewAnswerId,
  interviewScore,
  isAnsweredInterviewAnswer,
  interviewGradesSchema,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { componentResults, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { loadCandidate, recordActivities, type CandidateRow } from '../candidates/index.js';
import { lockProcessScoring } from './ranking.js';
import { jobComponentsOf, lockCandidate, settleCandidate, type Tx } from './settle.js';
import { publishAfterCommit } from '../../realtime/index.js';

const gradesSchema = z.object({ processPersonId: idSchema, grades: interviewGradesSchema });

interface StoredAnswer {
  questionId?: string;
  question: string;
  answer: string;
  answered?: boolean;
  grade: number | null;
}

/** The interview can be graded while it awaits its grade, and graded again once graded. */
const GRADABLE = ['PENDING_GRADE', 'SUCCESS', 'REJECT'];

/**
 * gradeInterview: a company user grades each answered interview question 0-10 (one decimal). The
 * grade is their mean with unanswered questions at 0, the value grade * 10; the interview becomes
 * SUCCESS, or REJECT under its minimum, and the candidate is settled again, so the composed score and
 * the ranking move. Refused with INTERVIEW_NOT_GRADABLE when the interview was not taken (or was
 * reactivated), INTERVIEW_GRADES_INCOMPLETE unless every answered question has exactly one grade.
 */
export async function gradeInterview(ctx: RequestContext, input: unknown): Promise<CandidateRow> {
  const caller = requirePermission(ctx, 'candidate.update');
  const { processPersonId, grades } = parseInput(ctx, gradesSchema, input);
  await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Tx;
    const [owned] = await tx
      .select({ processId: processPersons.processId })
      .from(processPersons)
      .where(and(eq(processPersons.id, processPersonId), eq(processPersons.companyId, caller.companyId)));
    if (!owned) throw new DomainError('NOT_FOUND');
    await lockProcessScoring(tx, owned.processId);
    const candidate = await lockCandidate(tx, processPersonId);
    const components = await jobComponentsOf(tx, candidate.processId);
    const interview = components.find((c) => c.componentType === 'INTERVIEW');
    const [stored] = await tx
      .select({ status: componentResults.status, details: componentResults.details })
      .from(componentResults)
      .where(and(eq(componentResults.processPersonId, candidate.id), eq(componentResults.componentType, 'INTERVIEW')));
    if (!interview || !stored || !GRADABLE.includes(stored.status)) throw new DomainError('INTERVIEW_NOT_GRADABLE');
    const details = (stored.details ?? {}) as { grade?: number | null; answers?: StoredAnswer[] };
    const answers = details.answers ?? [];
    const answered = answers.flatMap((a, i) => (isAnsweredInterviewAnswer(a) ? [interviewAnswerId(a, i)] : []));
    const byQuestion = new Map(grades.map((g) => [g.questionId, g.grade]));
    if (
      byQuestion.size !== grades.length ||
      byQuestion.size !== answered.length ||
      answered.some((id) => !byQuestion.has(id))
    )
      throw new DomainError('INTERVIEW_GRADES_INCOMPLETE');

    const graded = answers.map((a, i) => ({ ...a, grade: byQuestion.get(interviewAnswerId(a, i)) ?? 0 }));
    const result = interviewScore(graded.map((a) => a.grade));
    if (!result) throw new DomainError('INTERVIEW_NOT_GRADABLE');
    const status = componentStatusFor(result.value, interview.minValueToPass);
    const now = new Date();
    await tx
      .update(componentResults)
      .set({
        status,
        value: String(result.value),
        details: { ...details, grade: result.grade, answers: graded },
        updatedAt: now,
      })
      .where(and(eq(componentResults.processPersonId, candidate.id), eq(componentResults.componentType, 'INTERVIEW')));
    const settled = await settleCandidate(tx, candidate, components, now);
    publishAfterCommit(ctx, 'candidateChanged', candidate.processId, {
      processId: candidate.processId,
      processPersonId: candidate.id,
      reason: 'COMPONENT',
    });
    const data = { grade: result.grade, previousGrade: details.grade ?? null, status };
    await recordActivities(tx, [
      { processPersonId: candidate.id, name: 'INTERVIEW_GRADED', userId: caller.userId, data },
    ]);
    await audit(tx, caller, 'candidate.gradeInterview', 'processPerson', candidate.id, {
      processId: candidate.processId,
      ...data,
      composedScore: settled.composedScore,
    });
  });
  return loadCandidate(ctx, processPersonId);
}
