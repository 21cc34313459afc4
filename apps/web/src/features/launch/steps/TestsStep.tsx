import { Autocomplete, Box, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  DEFAULT_KNOWLEDGE_QUESTIONS,
  DEFAULT_KNOWLEDGE_TIME,
  DIFFICULTY_NAMES,
  evenWeights,
  KNOWLEDGE_TESTS_MAX,
  type TestsStep as Tests,
} from '@terna/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms';
import { useLocale } from '@/shared/hooks/useLocale';
import { catalogueApi, isLibraryBank, type QuestionBank } from '../catalogues';
import { FormSwitch, NumberField, WeightField, RemoveItemButton } from '../components/fields';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';
import { FormWeightsTotal } from '../components/WeightsTotal';
import { useRestData } from '../hooks/useRestData';

type TestsForm = Required<Tests>;

/** Step 4: DISC on or off, and knowledge tests from the company's question banks and Terna's library. */
export default function TestsStep() {
  const { t } = useTranslation('launch');
  const { data, lock } = useWizard();
  const initial: TestsForm = { disc: true, knowledge: [], ...data.draft.tests };
  const locked = lock('tests');
  const disabled = Boolean(locked);
  return (
    <StepForm step="tests" initial={initial}>
      {() => (
        <>
          {locked && <Typography color="warning.dark">{locked}</Typography>}
          <StepSection title={t('tests.disc')}>
            <Typography variant="body2" color="text.secondary">
              {t('tests.discHint')}
            </Typography>
            <FormSwitch name="disc" label={t('tests.discOn')} disabled={disabled} />
          </StepSection>
          <KnowledgeTests disabled={disabled} />
        </>
      )}
    </StepForm>
  );
}

function KnowledgeTests({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const { locale } = useLocale();
  const banks = useRestData(`banks:KNOWLEDGE:${locale}`, () => catalogueApi.questionBanks('KNOWLEDGE', locale));
  const { control, getValues, setValue } = useFormContext<TestsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'knowledge', keyName: 'key' });

  const reweigh = () =>
    evenWeights(getValues('knowledge').length).forEach((weight, index) =>
      setValue(`knowledge.${index}.weight`, weight, { shouldDirty: true }),
    );
  const add = (bank: QuestionBank) => {
    append({
      questionBankId: bank.id,
      name: bank.name,
      difficulty: 'MEDIUM',
      questionCount: Math.min(DEFAULT_KNOWLEDGE_QUESTIONS, Math.max(5, bank.questionCount)),
      time: DEFAULT_KNOWLEDGE_TIME,
      timeControl: true,
      weight: 0,
    });
    reweigh();
  };

  return (
    <StepSection title={t('tests.knowledge')}>
      <Autocomplete
        options={(banks.data ?? []).filter(
          (bank) => !getValues('knowledge').some((test) => test.questionBankId === bank.id),
        )}
        value={null}
        loading={banks.loading}
        loadingText={t('search.loading')}
        disabled={disabled || fields.length >= KNOWLEDGE_TESTS_MAX}
        onChange={(_, bank) => bank && add(bank)}
        getOptionLabel={(bank) => bank.name}
        groupBy={(bank) => (isLibraryBank(bank) ? t('banks.library') : t('banks.own'))}
        renderOption={(props, bank) => {
          const { key, ...rest } = props;
          return (
            <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
              <Typography sx={{ flexGrow: 1 }}>{bank.name}</Typography>
              <Chip size="small" label={t('banks.questions', { count: bank.questionCount })} />
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField {...params} label={t('tests.add')} helperText={t('tests.max', { max: KNOWLEDGE_TESTS_MAX })} />
        )}
      />
      {fields.length === 0 && <Typography color="text.secondary">{t('tests.empty')}</Typography>}
      {fields.map((field, index) => (
        <Paper key={field.key} variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {field.name}
            </Typography>
            <RemoveItemButton
              name={field.name}
              disabled={disabled}
              onRemove={() => {
                remove(index);
                reweigh();
              }}
            />
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            <FormTextField
              name={`knowledge.${index}.difficulty`}
              select
              size="small"
              label={t('competences.difficulty')}
              disabled={disabled}
            >
              {DIFFICULTY_NAMES.map((difficulty) => (
                <MenuItem key={difficulty} value={difficulty}>
                  {t(`difficulty.${difficulty}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <NumberField
              name={`knowledge.${index}.questionCount`}
              size="small"
              label={t('tests.questionCount')}
              disabled={disabled}
            />
            <NumberField name={`knowledge.${index}.time`} size="small" label={t('tests.time')} disabled={disabled} />
            <WeightField name={`knowledge.${index}.weight`} label={t('weights.weight')} disabled={disabled} />
          </Box>
          <FormSwitch name={`knowledge.${index}.timeControl`} label={t('tests.timeControl')} disabled={disabled} />
        </Paper>
      ))}
      <FormWeightsTotal name="knowledge" disabled={disabled} />
    </StepSection>
  );
}
