import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translatedZodResolver } from '@/shared/forms';
import { serverFieldErrors } from '@/shared/lib/apollo';
import { DRAFT_KEY, stepDraftSchema, type DataStep } from '@terna/domain';
import { dropEmpty, previousStep } from '../steps';
import { useWizard } from './WizardContext';

interface StepFormProps<T extends FieldValues> {
  step: DataStep;
  /** The step's values when no entries were kept: the saved draft or the defaults. */
  initial: T;
  /** Turns the form's values into the step's part of the draft (drops helper fields). */
  toDraft?: (values: T) => unknown;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/**
 * What an edit saves: the stored part with only the fields the user changed. The form's defaults
 * fill what a process never had (one made before the wizard has an empty draft), and sending those
 * would read as changes the edit rules refuse once candidates started.
 */
export function editedPart(stored: unknown, values: unknown, dirty: object): Record<string, unknown> {
  const next = (values ?? {}) as Record<string, unknown>;
  const changed = Object.keys(dirty).filter((key) => key in next);
  return {
    ...((stored ?? {}) as Record<string, unknown>),
    ...Object.fromEntries(changed.map((key) => [key, next[key]])),
  };
}

/**
 * One wizard step as a form on the house pattern: the step's draft schema (the one the server
 * checks on save) validates on "Siguiente", then the step is saved and the next one shows. "Atrás"
 * keeps what was typed for when the user comes back, without saving it.
 */
export function StepForm<T extends FieldValues>({ step, initial, toDraft, children }: StepFormProps<T>) {
  const { t } = useTranslation('launch');
  const wizard = useWizard();
  // A cleared field is a value not given yet, which a draft may lack, not an empty one it must refuse.
  const schema = z.preprocess(dropEmpty, stepDraftSchema(step, wizard.today)) as z.ZodType<FieldValues, FieldValues>;
  const form = useForm<T>({
    defaultValues: ((wizard.keptValues(step) as T | undefined) ?? initial) as DefaultValues<T>,
    resolver: translatedZodResolver(schema, t) as Resolver<T>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // Read while rendering so react-hook-form keeps them up to date for the edit's payload.
  const { isSubmitting, dirtyFields } = form.formState;
  const before = previousStep(wizard.data.kind, step);

  const submit = form.handleSubmit(async (values) => {
    const data = toDraft ? toDraft(values as T) : values;
    try {
      await wizard.saveAndNext(
        step,
        wizard.mode === 'edit' ? editedPart(wizard.data.draft[DRAFT_KEY[step]], data, dirtyFields) : data,
      );
    } catch (error) {
      // The server checks the same schema: what it refuses shows under the field, as the web's own check would.
      // Launch checks name their fields after the step (`job-profile.description`); the form knows them without it.
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        const field = path.startsWith(`${step}.`) ? path.slice(step.length + 1) : path;
        form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={t(`steps.${step}`)}
        onSubmit={(event) => void submit(event)}
        sx={{
          display: 'grid',
          gap: 3,
          // The reason beside a locked field must stay readable: a disabled field's helper text is too faint.
          '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
        }}
        data-draft-key={DRAFT_KEY[step]}
      >
        <fieldset disabled={isSubmitting} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack spacing={3}>{children(form)}</Stack>
        </fieldset>
        <Paper
          variant="outlined"
          sx={{
            p: 1.5,
            display: 'flex',
            gap: 1,
            justifyContent: 'space-between',
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
          }}
        >
          {before ? (
            <Button
              startIcon={<ArrowBackIcon />}
              disabled={isSubmitting}
              onClick={() => wizard.goBack(step, form.getValues())}
            >
              {t('nav.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            endIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <ArrowForwardIcon />}
          >
            {wizard.mode === 'edit' ? t('nav.saveNext') : t('nav.next')}
          </Button>
        </Paper>
      </Box>
    </FormProvider>
  );
}
