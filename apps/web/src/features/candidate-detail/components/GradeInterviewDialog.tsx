import { Box, DialogContentText, Typography } from '@mui/material';
import { INTERVIEW_GRADE_MAX, INTERVIEW_GRADE_MIN, interviewGradesSchema } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormTextField } from '@/shared/forms';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useGradeInterview } from '../hooks/useGradeInterview';

const formSchema = z.object({ grades: interviewGradesSchema });
type GradeForm = z.input<typeof formSchema>;

export interface GradableAnswer {
  questionId: string;
  question: string;
  answer: string;
  answered: boolean;
  grade: number | null;
}

interface GradeInterviewDialogProps {
  processPersonId: number;
  answers: readonly GradableAnswer[];
  onClose: () => void;
}

/** An empty field stays empty (required), a number is taken as typed (the schema checks 0-10, one decimal). */
const parseGrade = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/**
 * "Calificar entrevista": each answered question with the candidate's answer and a 0-10 grade (one
 * decimal), prefilled with the current grade when it was graded before. Unanswered questions count
 * 0 and are listed without a field. Saving re-scores the candidate.
 */
export function GradeInterviewDialog({ processPersonId, answers, onClose }: GradeInterviewDialogProps) {
  const { t } = useTranslation('candidateDetail');
  const notify = useSnackbar();
  const { grade } = useGradeInterview();
  const answered = answers.filter((entry) => entry.answered);

  const submit = async (values: z.output<typeof formSchema>) => {
    try {
      const candidate = await grade(processPersonId, values.grades);
      const interview = candidate?.results.find((r) => r.componentType === 'INTERVIEW');
      notify({ message: t('grading.success', { value: interview?.value ?? '' }) });
      onClose();
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <FormDialog<GradeForm, z.output<typeof formSchema>>
      title={t('grading.title')}
      schema={formSchema}
      defaultValues={{
        grades: answered.map((entry) => ({ questionId: entry.questionId, grade: entry.grade ?? undefined })),
      }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('grading.save')}
      maxWidth="md"
      fullScreenOnPhone
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('grading.body', { min: INTERVIEW_GRADE_MIN, max: INTERVIEW_GRADE_MAX })}
      </DialogContentText>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2.5 }}>
        {answers.map((entry, index) => {
          const field = answered.indexOf(entry);
          return (
            <Box component="li" key={entry.questionId} sx={{ display: 'grid', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t('interview.question', { number: index + 1, question: entry.question })}
              </Typography>
              {field === -1 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('grading.unanswered')}
                </Typography>
              ) : (
                <>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {entry.answer}
                  </Typography>
                  <FormTextField
                    name={`grades.${field}.grade`}
                    label={t('grading.grade', { number: index + 1 })}
                    type="number"
                    parse={parseGrade}
                    required
                    autoFocus={field === 0}
                    slotProps={{
                      htmlInput: {
                        min: INTERVIEW_GRADE_MIN,
                        max: INTERVIEW_GRADE_MAX,
                        step: 0.1,
                        inputMode: 'decimal',
                      },
                    }}
                    sx={{ maxWidth: 200 }}
                  />
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </FormDialog>
  );
}
