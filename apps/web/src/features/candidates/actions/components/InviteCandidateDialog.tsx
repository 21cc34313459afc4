import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { inviteCandidateSchema, processKind, SEARCH_DEBOUNCE_MS } from '@terna/domain';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { EMPTY_INVITE_FORM, INVITE_FIELD_MAX_LENGTH, validationText, type InviteCandidateForm } from '../forms';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { useAddPerson } from '../hooks/useAddPerson';
import { useCountries } from '../hooks/useCountries';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { usePersonLookup } from '../hooks/usePersonLookup';
import { usePhoneDialog } from '../hooks/usePhoneDialog';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';

export interface InviteCandidateDialogProps {
  open: boolean;
  process: ProcessForActions;
  onClose: () => void;
  onAdded: (candidate: { id: number; evaluationsStatus: string }) => void;
}

/** Invites a new candidate to the process (spec 1 section 5). */
export function InviteCandidateDialog({ open, process, onClose, onAdded }: InviteCandidateDialogProps) {
  const { t } = useTranslation('candidateActions');
  const fullScreen = usePhoneDialog();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={adding ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('invite.title')}</DialogTitle>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      <InviteCandidateForm process={process} onClose={onClose} onAdded={onAdded} onBusy={setAdding} />
    </Dialog>
  );
}

/** The e-mail lookup: none yet (or the e-mail is not valid), running, or answered. */
type LookupState = 'none' | 'pending' | 'done';

function InviteCandidateForm({
  process,
  onClose,
  onAdded,
  onBusy,
}: Omit<InviteCandidateDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('candidateActions');
  const { t: tc } = useTranslation();
  const notify = useSnackbar();
  const { say, announcement } = useDialogNotify();
  const { countries, loading: loadingCountries } = useCountries();
  const lookupPerson = usePersonLookup();
  const { addPerson, adding } = useAddPerson();
  const basicVariant =
    processKind({
      typeCompanyPlan: process.typeCompanyPlan,
      environmentType: process.environmentTypeName,
      fullProfile: process.fullProfile,
    }) === 'CONTROLLED_BASIC';
  const schema = inviteCandidateSchema(basicVariant);
  const { control, handleSubmit, setValue } = useForm<InviteCandidateForm>({
    // The schema's output drops empty optional fields; the form keeps every field a string.
    resolver: zodResolver(schema) as unknown as Resolver<InviteCandidateForm>,
    defaultValues: EMPTY_INVITE_FORM,
    mode: 'onTouched',
  });
  const [lookup, setLookup] = useState<LookupState>('none');
  const latestEmail = useRef('');

  // Outside the basic variant the other fields wait for the e-mail lookup (spec 1 section 5).
  const locked = !basicVariant && lookup !== 'done';

  const lookupEmail = async (email: string) => {
    if (!schema.shape.mail.safeParse(email).success) return;
    setLookup('pending');
    try {
      const person = await lookupPerson(email);
      if (latestEmail.current !== email) return;
      if (person) {
        setValue('firstName', person.firstName, { shouldValidate: true });
        setValue('lastName', person.lastName, { shouldValidate: true });
        setValue('countryCode', person.countryCode, { shouldValidate: true });
        say({ message: t('invite.found', { name: `${person.firstName} ${person.lastName}` }) });
      } else {
        say({ message: t('invite.notFound'), severity: 'info' });
      }
    } catch (error) {
      if (latestEmail.current !== email) return;
      say({ message: t('invite.lookupError', { reason: errorText(error) }), severity: 'error' });
    }
    setLookup('done');
  };
  // Fire and forget: lookupEmail shows its own failure in the dialog.
  const runLookup = useDebouncedCallback((email: string) => void lookupEmail(email), SEARCH_DEBOUNCE_MS);

  const onSubmit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      const candidate = await addPerson(process.id, values, basicVariant);
      notify({ message: t('invite.success', { name: `${values.firstName.trim()} ${values.lastName.trim()}` }) });
      onAdded(candidate);
      onClose();
    } catch (error) {
      say({ message: errorText(error), severity: 'error' });
    } finally {
      onBusy(false);
    }
  });

  const textField = (
    name: Exclude<keyof InviteCandidateForm, 'countryCode'>,
    options: { required: boolean; autoFocus?: boolean; type?: string; disabled?: boolean },
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => {
            field.onChange(event);
            if (name === 'mail') {
              latestEmail.current = event.target.value.trim();
              setLookup('none');
              runLookup(event.target.value.trim());
            }
          }}
          label={t(`invite.fields.${name}`)}
          type={options.type}
          required={options.required}
          autoFocus={options.autoFocus}
          disabled={options.disabled || adding}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={
            validationText(tc, fieldState.error?.message, INVITE_FIELD_MAX_LENGTH[name]) ??
            (name === 'mail' && locked ? t('invite.mailHint') : undefined)
          }
          slotProps={{
            htmlInput: { maxLength: INVITE_FIELD_MAX_LENGTH[name] },
            input:
              name === 'mail' && lookup === 'pending'
                ? {
                    endAdornment: (
                      <InputAdornment position="end">
                        <CircularProgress size={20} aria-label={t('invite.searching')} />
                      </InputAdornment>
                    ),
                  }
                : undefined,
          }}
        />
      )}
    />
  );

  return (
    <form noValidate style={{ display: 'contents' }} onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 1 }}>
        <DialogAnnouncer message={announcement} />
        <DialogContentText sx={{ mb: 2 }}>{basicVariant ? t('invite.bodyBasic') : t('invite.body')}</DialogContentText>
        <Stack spacing={2}>
          {!basicVariant && textField('mail', { required: true, autoFocus: true, type: 'email' })}
          <Controller
            name="countryCode"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label={t('invite.fields.countryCode')}
                required
                fullWidth
                disabled={locked || adding || loadingCountries}
                error={Boolean(fieldState.error)}
                helperText={validationText(tc, fieldState.error?.message)}
              >
                {countries.map((country) => (
                  <MenuItem key={country.code} value={country.code}>
                    {country.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {textField('identification', { required: basicVariant, autoFocus: basicVariant, disabled: locked })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {textField('firstName', { required: true, disabled: locked })}
            {textField('lastName', { required: true, disabled: locked })}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={adding}>
          {tc('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={adding} disabled={lookup === 'pending'}>
          {t('invite.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
