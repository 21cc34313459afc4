import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode, type Ref } from 'react';

interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'sx' | 'ref'> {
  label: string;
  helperText?: ReactNode;
  /** Applies to the field as a whole (its width, its place in a row), as TextField's sx does. */
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An outlined text field built as MUI's TextField builds one (label, input, helper text, the same ids
 * and classes) minus its `select` mode: TextField imports Select, and with it the menu, the popover
 * and the modal, about 20 kB gzipped on pages that show only a text box (the sign-in page, a list's
 * search; initial JavaScript budget, docs/performance.md).
 */
export function TextInput({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  sx,
  ref,
  id: idOverride,
  className,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      sx={sx}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth={fullWidth} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
