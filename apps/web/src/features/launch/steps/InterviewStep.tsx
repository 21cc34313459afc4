import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DEFAULT_ANSWER_TIME, INTERVIEW_QUESTIONS_MAX, type InterviewStep as Interview } from '@terna/domain';
import { lazy, Suspense, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms';
import { useLocale } from '@/shared/hooks/useLocale';
import { catalogueApi, isLibraryBank } from '../catalogues';
import { FormSwitch, parseOptionalId } from '../components/fields';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';
import { useRestData } from '../hooks/useRestData';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';

const QuestionBankDialog = lazy(() => import('../components/QuestionBankDialog'));

/** Seconds a candidate may take per answer. */
const ANSWER_TIMES = [60, 90, 120, 180, 240, 300, 600];

type InterviewForm = Required<Interview>;

/** Step 5: the interview questions, from a bank or written here, in order, and the time per answer. */
export default function InterviewStep() {
  const { t } = useTranslation('launch');
  const { data, lock } = useWizard();
  const initial: InterviewForm = {
    questionBankId: null,
    defaultQuestions: true,
    answerTime: DEFAULT_ANSWER_TIME,
    questions: [],
    ...data.draft.interview,
  };
  const locked = lock('interview');
  const disabled = Boolean(locked);
  return (
    <StepForm step="interview" initial={initial}>
      {() => (
        <>
          {locked && <Typography color="warning.dark">{locked}</Typography>}
          <StepSection title={t('interview.settings')}>
            <FormSwitch name="defaultQuestions" label={t('interview.defaultQuestions')} disabled={disabled} />
            <FormTextField
              name="answerTime"
              select
              label={t('interview.answerTime')}
              parse={Number}
              disabled={disabled}
              fullWidth
            >
              {ANSWER_TIMES.map((seconds) => (
                <MenuItem key={seconds} value={seconds}>
                  {t('interview.seconds', { count: seconds })}
                </MenuItem>
              ))}
            </FormTextField>
          </StepSection>
          <BankPicker disabled={disabled} />
          <QuestionsEditor disabled={disabled} />
        </>
      )}
    </StepForm>
  );
}

function BankPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const { locale } = useLocale();
  const banks = useRestData(`banks:INTERVIEW:${locale}`, () => catalogueApi.questionBanks('INTERVIEW', locale));
  const { watch, getValues, setValue } = useFormContext<InterviewForm>();
  const bankId = watch('questionBankId');
  const bank = banks.data?.find((item) => item.id === bankId);
  const questions = useRestData(bankId ? `bank:${bankId}` : null, () => catalogueApi.bankQuestions(bankId!));
  const [managing, setManaging] = useState(false);
  const [creating, setCreating] = useState(false);
  const notify = useSnackbar();
  const chosen = watch('questions');
  const ownBank = banks.data?.find((item) => !isLibraryBank(item));

  // A company without a bank of its own gets one, then writes its questions in it.
  const createBank = async () => {
    setCreating(true);
    try {
      const created = await catalogueApi.createQuestionBank({
        name: t('banks.defaultName'),
        language: locale,
        purpose: 'INTERVIEW',
      });
      banks.reload();
      setValue('questionBankId', created.id, { shouldDirty: true });
      setManaging(true);
    } catch (error) {
      notify({ message: error instanceof Error ? error.message : String(error), severity: 'error' });
    } finally {
      setCreating(false);
    }
  };

  const add = (content: string, questionId: number) => {
    const current = getValues('questions');
    if (current.length >= INTERVIEW_QUESTIONS_MAX || current.some((question) => question.questionId === questionId))
      return;
    setValue('questions', [...current, { content, questionId, order: current.length + 1 }], { shouldDirty: true });
  };

  return (
    <StepSection
      title={t('interview.bank')}
      action={
        bank && !isLibraryBank(bank) ? (
          <Button startIcon={<EditNoteIcon />} onClick={() => setManaging(true)} disabled={disabled}>
            {t('banks.manage')}
          </Button>
        ) : (
          banks.data &&
          !ownBank && (
            <Button startIcon={<AddIcon />} onClick={() => void createBank()} disabled={disabled || creating}>
              {t('banks.create')}
            </Button>
          )
        )
      }
    >
      <FormTextField
        name="questionBankId"
        select
        label={t('interview.chooseBank')}
        fullWidth
        disabled={disabled}
        parse={parseOptionalId}
      >
        <MenuItem value="">{t('jobProfile.none')}</MenuItem>
        {(banks.data ?? []).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name} · {isLibraryBank(item) ? t('banks.library') : t('banks.own')}
          </MenuItem>
        ))}
      </FormTextField>
      {bankId !== null && (
        <List dense aria-label={t('interview.bankQuestions')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {(questions.data ?? []).map((question) => {
            const taken = chosen.some((item) => item.questionId === question.id);
            return (
              <ListItem
                key={question.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('interview.addFromBank', { question: question.content })}
                    disabled={disabled || taken}
                    onClick={() => add(question.content, question.id)}
                  >
                    <AddIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={question.content} sx={{ pr: 2, overflowWrap: 'anywhere' }} />
              </ListItem>
            );
          })}
          {questions.data?.length === 0 && (
            <ListItem>
              <ListItemText secondary={t('banks.empty')} />
            </ListItem>
          )}
        </List>
      )}
      {managing && bank && (
        <Suspense fallback={null}>
          <QuestionBankDialog
            bank={bank}
            onClose={() => {
              setManaging(false);
              questions.reload();
            }}
          />
        </Suspense>
      )}
    </StepSection>
  );
}

function QuestionsEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const { control, setValue, getValues, formState } = useFormContext<InterviewForm>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const [draft, setDraft] = useState('');

  // Orders follow the list so candidates meet the questions in the order shown.
  const renumber = () =>
    getValues('questions').forEach((_, index) =>
      setValue(`questions.${index}.order`, index + 1, { shouldDirty: true }),
    );
  const move = (index: number, to: number) => {
    swap(index, to);
    renumber();
    // The moved question keeps the keyboard focus on its new row.
    requestAnimationFrame(() => document.getElementById(`interview-move-${to}-${to < index ? 'up' : 'down'}`)?.focus());
  };
  const listError = formState.errors.questions?.root?.message ?? formState.errors.questions?.message;

  return (
    <StepSection title={t('interview.questions')}>
      {fields.length === 0 && <Typography color="text.secondary">{t('interview.empty')}</Typography>}
      <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {fields.map((field, index) => (
          <Paper
            component="li"
            key={field.key}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <FormTextField
              name={`questions.${index}.content`}
              label={t('interview.question', { number: index + 1 })}
              fullWidth
              multiline
              disabled={disabled}
            />
            <Stack>
              <IconButton
                id={`interview-move-${index}-up`}
                size="small"
                aria-label={t('interview.moveUp', { number: index + 1 })}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                id={`interview-move-${index}-down`}
                size="small"
                aria-label={t('interview.moveDown', { number: index + 1 })}
                disabled={disabled || index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('interview.remove', { number: index + 1 })}
                disabled={disabled}
                onClick={() => {
                  remove(index);
                  renumber();
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Paper>
        ))}
      </Box>
      {listError && (
        <Typography role="alert" color="error" variant="body2">
          {listError}
        </Typography>
      )}
      {fields.length < INTERVIEW_QUESTIONS_MAX && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label={t('interview.write')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            fullWidth
            multiline
            disabled={disabled}
          />
          <Button
            startIcon={<AddIcon />}
            disabled={disabled || draft.trim() === ''}
            onClick={() => {
              append({ content: draft.trim(), questionId: null, order: fields.length + 1 });
              setDraft('');
            }}
            sx={{ flexShrink: 0 }}
          >
            {t('interview.addWritten')}
          </Button>
        </Stack>
      )}
    </StepSection>
  );
}
