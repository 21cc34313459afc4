import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import {
  OBSERVER_EMAIL_MAX,
  OBSERVER_NAME_MAX,
  observerInputSchema,
  type ComponentType,
  type ObserverInput,
} from '@terna/domain';
import { useId, useRef } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, translatedZodResolver } from '@/shared/forms';
import { toggleSection } from '../observers';

interface ObserverFormProps {
  /** The process's component types in order: all are ticked to begin with (spec 2 section 4.1). */
  sections: ComponentType[];
  disabled: boolean;
  /** Answers whether the invitation was taken (false: the e-mail is already there), so the form empties only then. */
  onAdd: (observer: ObserverInput) => boolean;
}

/**
 * The add form of the observer dialog (spec 2 section 5): a name, an e-mail and the sections the
 * observer may see, checked with the domain's observerInputSchema, the one the server applies.
 * Add stays disabled while a field has an error or no section is ticked.
 */
export function ObserverForm({ sections, disabled, onAdd }: ObserverFormProps) {
  const { t } = useTranslation('observers');
  const { t: tv } = useTranslation();
  const titleId = useId();
  const emptyForm: ObserverInput = { name: '', email: '', sections };
  const nameInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<ObserverInput>({
    resolver: translatedZodResolver(observerInputSchema, tv),
    defaultValues: emptyForm,
    mode: 'onChange',
  });
  const { control, handleSubmit, reset, formState } = form;

  const onSubmit = handleSubmit((values) => {
    if (!onAdd(values)) return;
    reset(emptyForm);
    // Ready for the next person without reaching for the mouse (react-hook-form's setFocus loses the field across a reset).
    nameInput.current?.focus();
  });

  if (sections.length === 0) return <Alert severity="info">{t('form.noSections')}</Alert>;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('form.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            name="name"
            inputRef={nameInput}
            label={t('form.name')}
            required
            fullWidth
            autoComplete="off"
            disabled={disabled}
            helperText={t('form.nameHint')}
            slotProps={{ htmlInput: { maxLength: OBSERVER_NAME_MAX } }}
          />
          <FormTextField
            name="email"
            label={t('form.email')}
            type="email"
            required
            fullWidth
            autoComplete="off"
            disabled={disabled}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: OBSERVER_EMAIL_MAX } }}
          />
        </Stack>
        <Controller
          name="sections"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" required error={Boolean(fieldState.error)} disabled={disabled}>
              <FormLabel component="legend">{t('form.sections')}</FormLabel>
              <FormGroup row>
                {sections.map((section) => (
                  <FormControlLabel
                    key={section}
                    label={t(`section.${section}`, { defaultValue: section })}
                    control={
                      <Checkbox
                        checked={field.value.includes(section)}
                        onChange={() => field.onChange(toggleSection(field.value, section, sections))}
                        onBlur={field.onBlur}
                        name={field.name}
                        value={section}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && <FormHelperText>{t('form.sectionsRequired')}</FormHelperText>}
            </FormControl>
          )}
        />
        <Box>
          <Button
            type="submit"
            variant="outlined"
            startIcon={<PersonAddIcon />}
            disabled={disabled || !formState.isValid}
          >
            {t('form.add')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
