import { zodResolver } from '@hookform/resolvers/zod';
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
  TextField,
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
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toggleSection } from '../observers';

interface ObserverFormProps {
  /** The process's component types in order: all are ticked to begin with (spec 2 section 4.1). */
  sections: ComponentType[];
  disabled: boolean;
  /** Answers whether the invitation was taken (false: the e-mail is already there), so the form empties only then. */
  onAdd: (observer: ObserverInput) => boolean;
}

/** A shared form-message key (`validation.max`) in the user's language. */
function useValidationText() {
  const { t } = useTranslation('validation');
  return (key: string | undefined, maximum: number) => {
    if (!key) return undefined;
    const name = key.startsWith('validation.') ? key.slice('validation.'.length) : 'regex';
    return t(name, { length: maximum, max: maximum });
  };
}

/**
 * The add form of the observer dialog (spec 2 section 5): a name, an e-mail and the sections the
 * observer may see, checked with the domain's observerInputSchema, the one the server applies.
 * Add stays disabled while a field has an error or no section is ticked.
 */
export function ObserverForm({ sections, disabled, onAdd }: ObserverFormProps) {
  const { t } = useTranslation('observers');
  const validationText = useValidationText();
  const titleId = useId();
  const emptyForm: ObserverInput = { name: '', email: '', sections };
  const nameInput = useRef<HTMLInputElement | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<ObserverInput>({
    resolver: zodResolver(observerInputSchema),
    defaultValues: emptyForm,
    mode: 'onChange',
  });

  const onSubmit = handleSubmit((values) => {
    if (!onAdd(values)) return;
    reset(emptyForm);
    // Ready for the next person without reaching for the mouse (react-hook-form's setFocus loses the field across a reset).
    nameInput.current?.focus();
  });

  if (sections.length === 0) return <Alert severity="info">{t('form.noSections')}</Alert>;

  return (
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
        <Controller
          name="name"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              // The input itself, not the wrapper, takes the ref: errors and the focus after adding reach it.
              inputRef={(input: HTMLInputElement | null) => {
                ref(input);
                nameInput.current = input;
              }}
              label={t('form.name')}
              required
              fullWidth
              autoComplete="off"
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={validationText(fieldState.error?.message, OBSERVER_NAME_MAX) ?? t('form.nameHint')}
              slotProps={{ htmlInput: { maxLength: OBSERVER_NAME_MAX } }}
            />
          )}
        />
        <Controller
          name="email"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('form.email')}
              type="email"
              required
              fullWidth
              autoComplete="off"
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={validationText(fieldState.error?.message, OBSERVER_EMAIL_MAX) ?? ' '}
              slotProps={{ htmlInput: { maxLength: OBSERVER_EMAIL_MAX } }}
            />
          )}
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
  );
}
