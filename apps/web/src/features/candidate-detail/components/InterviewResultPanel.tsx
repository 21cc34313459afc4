import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { InterviewResultPanel_InterviewFragment } from '@/gql/graphql';
import { ToneChip } from '@/shared/ui/ToneChip';
import { interviewAnswerGrade, interviewGrade } from '../detail';
import { GradeInterviewDialog } from './GradeInterviewDialog';

export const InterviewResultPanelFragment = graphql(`
  fragment InterviewResultPanel_interview on InterviewResult {
    grade
    answers {
      questionId
      question
      answer
      answered
      grade
    }
  }
`);

interface InterviewResultPanelProps {
  interview: InterviewResultPanel_InterviewFragment | null | undefined;
  status: string;
  minValueToPass: number | null | undefined;
  /** The candidate (processPersonId) when the reader may grade the interview; absent for observers and viewers. */
  gradeFor?: number;
}

/** The interview can be graded once answered (PENDING_GRADE) and graded again afterwards. */
const GRADABLE_STATUSES = new Set(['PENDING_GRADE', 'SUCCESS', 'REJECT']);

/** The interview: its grade out of 10 in the interview's colour bands (or awaiting grade), then each question with the answer and its grade. */
export function InterviewResultPanel({ interview, status, minValueToPass, gradeFor }: InterviewResultPanelProps) {
  const { t } = useTranslation('candidateDetail');
  const [grading, setGrading] = useState(false);
  const overall = interviewGrade(interview?.grade, status);
  const answers = interview?.answers ?? [];
  const canGrade = gradeFor !== undefined && GRADABLE_STATUSES.has(status) && answers.some((a) => a.answered);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('interview.grade')}
        </Typography>
        <ToneChip
          tone={overall.color}
          label={
            overall.grade === null ? t('interview.pendingGrade') : t('interview.gradeValue', { grade: overall.grade })
          }
        />
        {minValueToPass != null && minValueToPass > 0 && (
          // The minimum is stored as a percentage of the 0-10 grade.
          <Typography variant="body2" color="text.secondary">
            {t('interview.minimum', { grade: minValueToPass / 10 })}
          </Typography>
        )}
        {canGrade && (
          <Button variant="contained" size="small" onClick={() => setGrading(true)} sx={{ ml: { sm: 'auto' } }}>
            {t('grading.action')}
          </Button>
        )}
      </Box>
      {grading && gradeFor !== undefined && (
        <GradeInterviewDialog processPersonId={gradeFor} answers={answers} onClose={() => setGrading(false)} />
      )}
      {answers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('interview.noAnswers')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {answers.map((entry, index) => {
            const grade = interviewAnswerGrade(entry.grade);
            return (
              <Paper
                component="li"
                variant="outlined"
                key={`${index}-${entry.question}`}
                sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'baseline',
                    justifyContent: 'space-between',
                    gap: 1,
                  }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 200px' }}>
                    {t('interview.question', { number: index + 1, question: entry.question })}
                  </Typography>
                  <ToneChip
                    tone={grade.color}
                    label={
                      grade.grade === null
                        ? t('interview.notGraded')
                        : t('interview.gradeValue', { grade: grade.grade })
                    }
                  />
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {entry.answer}
                </Typography>
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
