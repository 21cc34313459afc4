import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { KNOCKOUT_QUESTIONS_MAX, QUESTION_TYPES, type Curriculum, type KnockoutQuestion } from '@terna/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormTextField } from '@/shared/forms';
import { StepSection } from './StepSection';

type Form = Required<Curriculum>;

/**
 * Knock-out ("discriminatory") questions of the CV: each answer marked acceptable or not; a
 * candidate who gives an answer that is not acceptable is disqualified.
 */
export function KnockoutQuestionsEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const { control, getValues, setValue } = useFormContext<Form>();
  const { fields, append, remove } = useFieldArray({ control, name: 'questionList' });

  const add = (type: KnockoutQuestion['type']) =>
    append({
      type,
      content: '',
      order: fields.length + 1,
      discriminatory: true,
      answerList:
        type === 'YES_NO'
          ? [
              { content: t('knockout.yes'), correct: true },
              { content: t('knockout.no'), correct: false },
            ]
          : [
              { content: '', correct: true },
              { content: '', correct: false },
            ],
    });

  const removeQuestion = (index: number) => {
    remove(index);
    // Orders stay 1..n so the candidate sees them in the order shown here.
    getValues('questionList').forEach((_, position) =>
      setValue(`questionList.${position}.order`, position + 1, { shouldDirty: true }),
    );
  };

  return (
    <StepSection title={t('knockout.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('knockout.hint')}
      </Typography>
      {fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              name={`questionList.${index}.content`}
              label={t('knockout.question', { number: index + 1 })}
              fullWidth
              required
              disabled={disabled}
            />
            <IconButton
              aria-label={t('knockout.remove', { number: index + 1 })}
              onClick={() => removeQuestion(index)}
              disabled={disabled}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
          <AnswersEditor index={index} disabled={disabled} yesNo={field.type === 'YES_NO'} />
        </Paper>
      ))}
      {fields.length < KNOCKOUT_QUESTIONS_MAX && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {QUESTION_TYPES.map((type) => (
            <Button key={type} startIcon={<AddIcon />} onClick={() => add(type)} disabled={disabled}>
              {t(`knockout.add.${type}`)}
            </Button>
          ))}
        </Box>
      )}
    </StepSection>
  );
}

function AnswersEditor({ index, disabled, yesNo }: { index: number; disabled: boolean; yesNo: boolean }) {
  const { t } = useTranslation('launch');
  const { control, formState } = useFormContext<Form>();
  const { fields, append, remove } = useFieldArray({ control, name: `questionList.${index}.answerList` });
  const listError =
    formState.errors.questionList?.[index]?.answerList?.root ?? formState.errors.questionList?.[index]?.answerList;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        {t('knockout.answers')}
      </Typography>
      {fields.map((field, answer) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <FormTextField
            name={`questionList.${index}.answerList.${answer}.content`}
            label={t('knockout.answer', { number: answer + 1 })}
            size="small"
            fullWidth
            required
            disabled={disabled || yesNo}
          />
          <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
            <FormCheckbox
              name={`questionList.${index}.answerList.${answer}.correct`}
              label={t('knockout.acceptable')}
              disabled={disabled}
            />
            {!yesNo && fields.length > 2 && (
              <IconButton
                aria-label={t('knockout.removeAnswer', { number: answer + 1 })}
                onClick={() => remove(answer)}
                disabled={disabled}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        </Stack>
      ))}
      {typeof listError?.message === 'string' && (
        <Typography role="alert" color="error" variant="caption">
          {t('knockout.needsAcceptable')}
        </Typography>
      )}
      {!yesNo && fields.length < 6 && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append({ content: '', correct: false })}
          disabled={disabled}
          sx={{ justifySelf: 'start' }}
        >
          {t('knockout.addAnswer')}
        </Button>
      )}
    </Box>
  );
}
