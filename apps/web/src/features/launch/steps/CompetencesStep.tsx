import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useLazyQuery } from '@apollo/client/react';
import { Autocomplete, Box, Button, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { COMPETENCES_MAX, DIFFICULTY_NAMES, evenWeights, type CompetencesStep as Competences } from '@terna/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { catalogueApi, type Competence } from '../catalogues';
import { WeightField, RemoveItemButton } from '../components/fields';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';
import { FormWeightsTotal } from '../components/WeightsTotal';
import { SuggestCompetencesQuery } from '../graphql/launch.graphql';
import { useRestData } from '../hooks/useRestData';

type CompetencesForm = Required<Pick<Competences, 'competences'>> & Competences;

/** Step 3: competences from the catalogue, each with its difficulty and weight. */
export default function CompetencesStep() {
  const { data, lock } = useWizard();
  const initial: CompetencesForm = { competences: [], ...data.draft.competences };
  const locked = lock('competences');
  return (
    <StepForm step="competences" initial={initial}>
      {() => <CompetencesEditor disabled={Boolean(locked)} locked={locked} />}
    </StepForm>
  );
}

function CompetencesEditor({ disabled, locked }: { disabled: boolean; locked?: string }) {
  const { t } = useTranslation('launch');
  const notify = useSnackbar();
  const { data } = useWizard();
  const catalogue = useRestData('competences', catalogueApi.competences);
  const { control, getValues, setValue } = useFormContext<CompetencesForm>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'competences', keyName: 'key' });
  const [suggest, suggestion] = useLazyQuery(SuggestCompetencesQuery, { fetchPolicy: 'network-only' });

  // A new or removed competence spreads the weights evenly again; the user may then set them.
  const reweigh = () => {
    const weights = evenWeights(getValues('competences').length);
    weights.forEach((weight, index) => setValue(`competences.${index}.weight`, weight, { shouldDirty: true }));
  };
  const add = (competence: Competence) => {
    append({
      id: competence.id,
      name: competence.name,
      definition: competence.definition,
      weight: 0,
      difficulty: 'MEDIUM',
    });
    reweigh();
  };
  const runSuggestion = async () => {
    try {
      const result = await suggest({ variables: { processId: data.processId } });
      const suggested = result.data?.suggestCompetences ?? [];
      replace(
        suggested.map(({ id, name, definition, difficulty, weight }) => ({ id, name, definition, difficulty, weight })),
      );
      notify({ message: t('competences.suggested', { count: suggested.length }) });
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <StepSection
      title={t('steps.competences')}
      action={
        data.canSuggestCompetences && (
          <Button
            startIcon={<AutoAwesomeIcon />}
            onClick={() => void runSuggestion()}
            disabled={disabled || suggestion.loading}
          >
            {t('competences.suggest')}
          </Button>
        )
      }
    >
      {locked && <Typography color="warning.dark">{locked}</Typography>}
      {catalogue.loading ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        <Autocomplete
          options={(catalogue.data ?? []).filter(
            (competence) => !getValues('competences').some((c) => c.id === competence.id),
          )}
          value={null}
          disabled={disabled || fields.length >= COMPETENCES_MAX}
          onChange={(_, competence) => competence && add(competence)}
          getOptionLabel={(competence) => competence.name}
          groupBy={(competence) => competence.area ?? ''}
          renderOption={(props, competence) => {
            const { key, ...rest } = props;
            return (
              <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
                <Typography>{competence.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {competence.definition}
                </Typography>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('competences.add')}
              helperText={t('competences.max', { max: COMPETENCES_MAX })}
            />
          )}
        />
      )}
      {catalogue.error !== undefined && <Typography color="error">{t('search.failed')}</Typography>}
      {fields.length === 0 && <Typography color="text.secondary">{t('competences.empty')}</Typography>}
      {fields.map((field, index) => (
        <Paper key={field.key} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{field.name}</Typography>
              {field.definition && (
                <Typography variant="body2" color="text.secondary">
                  {field.definition}
                </Typography>
              )}
            </Box>
            <RemoveItemButton
              name={field.name}
              disabled={disabled}
              onRemove={() => {
                remove(index);
                reweigh();
              }}
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <FormTextField
              name={`competences.${index}.difficulty`}
              select
              size="small"
              label={t('competences.difficulty')}
              disabled={disabled}
              sx={{ flexGrow: 1 }}
            >
              {DIFFICULTY_NAMES.map((difficulty) => (
                <MenuItem key={difficulty} value={difficulty}>
                  {t(`difficulty.${difficulty}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <WeightField
              name={`competences.${index}.weight`}
              label={t('weights.weight')}
              disabled={disabled}
              sx={{ width: 120 }}
            />
          </Stack>
        </Paper>
      ))}
      <FormWeightsTotal name="competences" disabled={disabled} />
    </StepSection>
  );
}
