import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  RadioGroup,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { TimePicker, type TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import { DATE_FORMAT } from '@terna/domain';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, type FieldError } from 'react-hook-form';
import { PickersProvider } from '@/shared/ui/PickersProvider';
import { useFormSaving } from './saving';

/**
 * The error under a field is also spoken: role alert makes a screen reader read it when it
 * appears, and MUI ties the helper text to the input (aria-describedby) with aria-invalid set.
 */
const errorHelperProps = (error: FieldError | undefined) => ({ role: error ? 'alert' : undefined });

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error'> & {
  name: string;
  /** Rewrites what is typed (upper case...), keeping the caret where it was. */
  transform?: (value: string) => string;
  /** The form's value from the text (a select of ids holds numbers). */
  parse?: (text: string) => unknown;
  /** What the field shows when a rule fixes it whatever the form holds (a locked language). */
  shownValue?: string;
};

/** A text field (or, with `select`, a select) bound to the FormDialog's form by name. */
export function FormTextField({
  name,
  transform,
  parse,
  shownValue,
  helperText,
  disabled,
  onChange,
  inputRef,
  ...props
}: FormTextFieldProps) {
  const { control } = useFormContext();
  const saving = useFormSaving();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={shownValue ?? (field.value as string | number | undefined) ?? ''}
      onBlur={field.onBlur}
      inputRef={(input: HTMLInputElement | null) => {
        // The input itself takes react-hook-form's ref (focus on error) and the caller's.
        field.ref(input);
        if (typeof inputRef === 'function') inputRef(input);
        else if (inputRef) (inputRef as React.RefObject<HTMLInputElement | null>).current = input;
      }}
      onChange={(event) => {
        if (transform) {
          const input = event.target as HTMLInputElement;
          const { selectionStart, selectionEnd } = input;
          input.value = transform(input.value);
          input.setSelectionRange?.(selectionStart, selectionEnd);
        }
        field.onChange(parse ? parse(event.target.value) : event.target.value);
        onChange?.(event);
      }}
      disabled={disabled || saving}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...props.slotProps, formHelperText: errorHelperProps(fieldState.error) }}
    />
  );
}

/**
 * A picker's field is a row of sections (day, month, year), each a spinbutton: the first one takes
 * the focus when the field is invalid, as a text input would.
 */
const focusFirstSection = (ref: (target: { focus: () => void } | null) => void) => (root: HTMLDivElement | null) =>
  ref(
    root && {
      focus: () => root.querySelector<HTMLElement>('[role="spinbutton"], input:not([type="hidden"])')?.focus(),
    },
  );

/** A picker bound to a text field of the form: its value, and the props of its text field (error, focus). */
function usePickerField(name: string, required: boolean | undefined, helperText: ReactNode) {
  const { control } = useFormContext();
  const saving = useFormSaving();
  const { field, fieldState } = useController({ name, control });
  const textField = {
    ref: focusFirstSection(field.ref),
    fullWidth: true,
    required,
    name: field.name,
    onBlur: field.onBlur,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
    slotProps: { formHelperText: errorHelperProps(fieldState.error) },
  };
  return { field, saving, textField };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A yyyy-MM-dd day held as text in the form: empty when cleared, the typed text when it is not a day. */
function toFormDay(date: Date | null): string {
  if (date === null) return '';
  if (Number.isNaN(date.getTime())) return 'invalid';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fromFormDay(day: string | undefined): Date | null {
  if (!day) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const value = new Date(year, month - 1, date);
  return Number.isNaN(value.getTime()) ? new Date(Number.NaN) : value;
}

type FormDateFieldProps = Omit<DatePickerProps, 'value' | 'onChange' | 'format'> & {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
};

/** A date picker bound to a yyyy-MM-dd text field of the form, shown as dd-MM-yyyy. */
export function FormDateField({
  name,
  label,
  required,
  helperText,
  disabled,
  slotProps,
  ...props
}: FormDateFieldProps) {
  const { field, saving, textField } = usePickerField(name, required, helperText);
  return (
    <PickersProvider>
      <DatePicker
        {...props}
        label={label}
        value={fromFormDay(field.value as string | undefined)}
        onChange={(date) => field.onChange(toFormDay(date))}
        format={DATE_FORMAT}
        disabled={disabled || saving}
        slotProps={{ ...slotProps, textField }}
      />
    </PickersProvider>
  );
}

/** An HH:mm time held as text in the form: empty when cleared, 'invalid' when what was typed is not a time. */
function toFormTime(date: Date | null): string {
  if (date === null) return '';
  return Number.isNaN(date.getTime()) ? 'invalid' : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromFormTime(time: string | undefined): Date | null {
  if (!time) return null;
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  const value = new Date();
  value.setHours(hours, minutes, 0, 0);
  return value;
}

type FormTimeFieldProps = Omit<TimePickerProps, 'value' | 'onChange'> & {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
};

/** A 24-hour time picker bound to an HH:mm text field of the form. */
export function FormTimeField({ name, label, required, helperText, disabled, ...props }: FormTimeFieldProps) {
  const { field, saving, textField } = usePickerField(name, required, helperText);
  return (
    <PickersProvider>
      <TimePicker
        {...props}
        label={label}
        ampm={false}
        value={fromFormTime(field.value as string | undefined)}
        onChange={(date) => field.onChange(toFormTime(date))}
        disabled={disabled || saving}
        slotProps={{ textField }}
      />
    </PickersProvider>
  );
}

/** A checkbox bound to a boolean of the form, its error under it. */
export function FormCheckbox({
  name,
  label,
  disabled,
  required,
}: {
  name: string;
  label: ReactNode;
  disabled?: boolean;
  required?: boolean;
}) {
  const { control } = useFormContext();
  const saving = useFormSaving();
  const { field, fieldState } = useController({ name, control });
  const helperId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled || saving}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            required={required}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(fieldState.error),
                'aria-describedby': fieldState.error ? helperId : undefined,
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
      {fieldState.error && (
        <FormHelperText id={helperId} role="alert">
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/**
 * A group of radios bound to a text field of the form; the children are the FormControlLabels
 * (or Radios) with their values. The first radio takes the focus when the group is invalid.
 */
export function FormRadioGroup({
  name,
  label,
  children,
  row,
  disabled,
  onChange,
}: {
  name: string;
  label: ReactNode;
  children: ReactNode;
  row?: boolean;
  disabled?: boolean;
  /** After the form took the new value (another field that depends on it resets...). */
  onChange?: (value: string) => void;
}) {
  const { control } = useFormContext();
  const saving = useFormSaving();
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled || saving}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? helperId : undefined}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          onChange?.(event.target.value);
        }}
        onBlur={field.onBlur}
        ref={(group: HTMLDivElement | null) =>
          field.ref(
            group && {
              focus: () => group.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus(),
            },
          )
        }
      >
        {children}
      </RadioGroup>
      {fieldState.error && (
        <FormHelperText id={helperId} role="alert">
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** An on/off setting (a preference): a switch with its label, the whole row clickable. */
export function FormSwitch({ name, label, description }: { name: string; label: ReactNode; description?: ReactNode }) {
  const { control } = useFormContext();
  const saving = useFormSaving();
  const { field } = useController({ name, control });
  const helperId = useId();
  return (
    <FormControl disabled={saving}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': description ? helperId : undefined,
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
      {description && <FormHelperText id={helperId}>{description}</FormHelperText>}
    </FormControl>
  );
}
