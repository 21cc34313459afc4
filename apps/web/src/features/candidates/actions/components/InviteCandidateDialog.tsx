import { CircularProgress, DialogContentText, InputAdornment, MenuItem, Stack } from '@mui/material';
import { inviteCandidateSchema, processKind, SEARCH_DEBOUNCE_MS } from '@terna/domain';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextField } from '@/shared/forms';
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { EMPTY_INVITE_FORM, INVITE_FIELD_MAX_LENGTH, type InviteCandidateForm } from '../forms';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { useAddPerson } from '../hooks/useAddPerson';
import { useCountries } from '../hooks/useCountries';
import { usePersonLookup } from '../hooks/usePersonLookup';

export interface InviteCandidateDialogProps {
  open: boolean;
  process: ProcessForActions;
  onClose: () => void;
  onAdded: (candidate: { id: number; evaluationsStatus: string }) => void;
}

/** The e-mail lookup: none yet (or the e-mail is not valid), running, or answered. */
type LookupState = 'none' | 'pending' | 'done';

/** Invites a new candidate to the process (spec 1 section 5). Each opening starts with an empty form. */
export function InviteCandidateDialog({ open, ...props }: InviteCandidateDialogProps) {
  return open ? <InviteCandidateForm {...props} /> : null;
}

function InviteCandidateForm({ process, onClose, onAdded }: Omit<InviteCandidateDialogProps, 'open'>) {
  const { t } = useTranslation('candidateActions');
  const notify = useSnackbar();
  const { say, announcement } = useDialogNotify();
  const { addPerson } = useAddPerson();
  const [lookup, setLookup] = useState<LookupState>('none');
  const basicVariant =
    processKind({
      typeCompanyPlan: process.typeCompanyPlan,
      environmentType: process.environmentTypeName,
      fullProfile: process.fullProfile,
    }) === 'CONTROLLED_BASIC';

  const submit = async (values: Parameters<typeof addPerson>[1]) => {
    try {
      const candidate = await addPerson(process.id, values, basicVariant);
      notify({ message: t('invite.success', { name: `${values.firstName.trim()} ${values.lastName.trim()}` }) });
      onAdded(candidate);
      onClose();
    } catch (error) {
      say({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <FormDialog
      title={t('invite.title')}
      schema={inviteCandidateSchema(basicVariant)}
      defaultValues={EMPTY_INVITE_FORM}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('invite.confirm')}
      submitDisabled={() => lookup === 'pending'}
      announcement={announcement}
      maxWidth="sm"
      fullScreenOnPhone
    >
      <InviteCandidateFields basicVariant={basicVariant} lookup={lookup} onLookup={setLookup} say={say} />
    </FormDialog>
  );
}

function InviteCandidateFields({
  basicVariant,
  lookup,
  onLookup,
  say,
}: {
  basicVariant: boolean;
  lookup: LookupState;
  onLookup: (state: LookupState) => void;
  say: ReturnType<typeof useDialogNotify>['say'];
}) {
  const { t } = useTranslation('candidateActions');
  const { setValue } = useFormContext<InviteCandidateForm>();
  const { countries, loading: loadingCountries } = useCountries();
  const lookupPerson = usePersonLookup();
  const latestEmail = useRef('');
  const mailSchema = inviteCandidateSchema(basicVariant).shape.mail;

  // Outside the basic variant the other fields wait for the e-mail lookup (spec 1 section 5).
  const locked = !basicVariant && lookup !== 'done';

  const lookupEmail = async (email: string) => {
    if (!mailSchema.safeParse(email).success) return;
    onLookup('pending');
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
    onLookup('done');
  };
  // Fire and forget: lookupEmail shows its own failure in the dialog.
  const runLookup = useDebouncedCallback((email: string) => void lookupEmail(email), SEARCH_DEBOUNCE_MS);

  const textField = (
    name: Exclude<keyof InviteCandidateForm, 'countryCode'>,
    options: { required: boolean; autoFocus?: boolean; type?: string; disabled?: boolean },
  ) => (
    <FormTextField
      name={name}
      onChange={(event) => {
        if (name !== 'mail') return;
        latestEmail.current = event.target.value.trim();
        onLookup('none');
        runLookup(event.target.value.trim());
      }}
      label={t(`invite.fields.${name}`)}
      type={options.type}
      required={options.required}
      autoFocus={options.autoFocus}
      disabled={options.disabled}
      fullWidth
      helperText={name === 'mail' && locked ? t('invite.mailHint') : undefined}
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
  );

  return (
    <>
      <DialogContentText sx={{ mb: 2 }}>{basicVariant ? t('invite.bodyBasic') : t('invite.body')}</DialogContentText>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!basicVariant && textField('mail', { required: true, autoFocus: true, type: 'email' })}
        <FormTextField
          name="countryCode"
          select
          label={t('invite.fields.countryCode')}
          required
          fullWidth
          disabled={locked || loadingCountries}
        >
          {countries.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </FormTextField>
        {textField('identification', { required: basicVariant, autoFocus: basicVariant, disabled: locked })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {textField('firstName', { required: true, disabled: locked })}
          {textField('lastName', { required: true, disabled: locked })}
        </Stack>
      </Stack>
    </>
  );
}
