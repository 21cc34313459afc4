import { Box, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import {
  componentsFor,
  evenWeights,
  type ComponentsStep as Components,
  type ComponentType,
  type LaunchDraft,
} from '@terna/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, WeightField } from '../components/fields';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';
import { FormWeightsTotal } from '../components/WeightsTotal';

type ComponentsForm = Required<Components>;
type ComponentRow = ComponentsForm['components'][number];

/** The components the earlier steps set up: the ones a new draft starts with, evenly weighted. */
export function suggestedComponents(available: readonly ComponentType[], draft: LaunchDraft): ComponentRow[] {
  const configured: Partial<Record<ComponentType, boolean>> = {
    DISC: draft.tests?.disc === true,
    CURRICULUM: true,
    COMPETENCE: (draft.competences?.competences?.length ?? 0) > 0,
    KNOWLEDGE_TEST: (draft.tests?.knowledge?.length ?? 0) > 0,
    INTERVIEW: (draft.interview?.questions?.length ?? 0) > 0,
  };
  return withWeights(available.filter((type) => configured[type]));
}

function withWeights(types: readonly ComponentType[]): ComponentRow[] {
  const weights = evenWeights(types.length);
  return types.map((componentType, index) => ({
    componentType: componentType as ComponentRow['componentType'],
    weight: weights[index]!,
    minValueToPass: 0,
    order: index + 1,
  }));
}

/** Step 6: which components the process evaluates, the weight and the minimum to pass of each. */
export default function ComponentsStep() {
  const { data, lock } = useWizard();
  const available = componentsFor(data.kind);
  const initial: ComponentsForm = data.draft.components?.components?.length
    ? { components: data.draft.components.components }
    : { components: suggestedComponents(available, data.draft) };
  return (
    <StepForm step="components" initial={initial}>
      {() => (
        <ComponentsEditor available={available} setLock={lock('components')} weightLock={lock('componentWeights')} />
      )}
    </StepForm>
  );
}

function ComponentsEditor({
  available,
  setLock,
  weightLock,
}: {
  available: readonly ComponentType[];
  setLock?: string;
  weightLock?: string;
}) {
  const { t } = useTranslation('launch');
  const { control, getValues } = useFormContext<ComponentsForm>();
  const { fields, replace } = useFieldArray({ control, name: 'components', keyName: 'key' });
  const chosen = new Set(fields.map((field) => field.componentType));

  // Choosing or dropping a component spreads the weights evenly again, in the product's order.
  const toggle = (type: ComponentType, on: boolean) => {
    const current = getValues('components');
    const types = available.filter((item) => (item === type ? on : current.some((row) => row.componentType === item)));
    replace(
      withWeights(types).map((row) => ({
        ...row,
        minValueToPass: current.find((item) => item.componentType === row.componentType)?.minValueToPass ?? 0,
      })),
    );
  };

  return (
    <>
      <StepSection title={t('components.choose')}>
        {setLock && <Typography color="warning.dark">{setLock}</Typography>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {available.map((type) => (
            <FormControlLabel
              key={type}
              label={t(`component.${type}`)}
              disabled={Boolean(setLock)}
              control={<Checkbox checked={chosen.has(type)} onChange={(event) => toggle(type, event.target.checked)} />}
            />
          ))}
        </Box>
      </StepSection>
      <StepSection title={t('components.weights')}>
        {weightLock && <Typography color="warning.dark">{weightLock}</Typography>}
        {fields.length === 0 && <Typography color="text.secondary">{t('components.empty')}</Typography>}
        {fields.map((field, index) => (
          <Paper key={field.key} variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{t(`component.${field.componentType}`)}</Typography>
              <Stack direction="row" spacing={2}>
                <WeightField
                  name={`components.${index}.weight`}
                  label={t('components.weightOf', { name: t(`component.${field.componentType}`) })}
                  disabled={Boolean(weightLock)}
                />
                <NumberField
                  name={`components.${index}.minValueToPass`}
                  size="small"
                  label={t('components.minimumOf', { name: t(`component.${field.componentType}`) })}
                  disabled={Boolean(weightLock)}
                />
              </Stack>
            </Stack>
          </Paper>
        ))}
        <FormWeightsTotal name="components" disabled={Boolean(weightLock)} />
      </StepSection>
    </>
  );
}
