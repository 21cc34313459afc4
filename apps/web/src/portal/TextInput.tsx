import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

/**
 * An outlined text field for the first screen. MUI's TextField brings Select, Menu and Popover with
 * it (about 20 kB gzipped) even when no field is a select; the entry has none (issue 17's budget).
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  disabled,
  ...input
}: Omit<OutlinedInputProps, 'label'> & { label: string; helperText?: ReactNode }) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helpId : undefined}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helpId} role={error ? 'alert' : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
