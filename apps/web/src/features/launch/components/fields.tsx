import DeleteIcon from '@mui/icons-material/Delete';
import { FormControlLabel, IconButton, Switch } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms';
import { parseWeight } from '../weights';

/** A whole number typed in a text field: digits only, empty as null (not given). */
export const parseWholeNumber = (text: string): number | null => {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/** A number field of a step form: a text input with the numeric keyboard on phones. */
export function NumberField(props: Omit<ComponentProps<typeof FormTextField>, 'parse'>) {
  return (
    <FormTextField
      {...props}
      parse={parseWholeNumber}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
    />
  );
}

/** A weight (0 to 100) of a weighted list; a cleared field counts as 0 so the total stays live. */
export function WeightField(props: Omit<ComponentProps<typeof FormTextField>, 'parse'>) {
  return (
    <FormTextField
      size="small"
      {...props}
      parse={parseWeight}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' },
        input: { endAdornment: '%' },
      }}
    />
  );
}

/** An on/off switch bound to a boolean of the step's form. */
export function FormSwitch({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } as React.InputHTMLAttributes<HTMLInputElement> }}
        />
      }
    />
  );
}

/** A select's value as an id: the empty "none" option is null. */
export const parseOptionalId = (text: string): number | null => (text === '' ? null : Number(text));

/** The delete button of one row of a list (a skill, a language, a competence, a test), named for screen readers. */
export function RemoveItemButton({
  name,
  disabled,
  onRemove,
}: {
  name: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('launch');
  return (
    <IconButton aria-label={t('curriculum.removeItem', { name })} disabled={disabled} onClick={onRemove}>
      <DeleteIcon />
    </IconButton>
  );
}
