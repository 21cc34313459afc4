import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyFields } from '../api/company-account.api';

interface AgencyDialogProps {
  /** The agency being edited; null for a new one. */
  initial: AgencyFields | null;
  busy: boolean;
  onClose: () => void;
  onSave: (agency: AgencyFields) => Promise<boolean>;
}

/** Adds or edits an agency: name, address and its e-mail (the server checks each). */
export function AgencyDialog({ initial, busy, onClose, onSave }: AgencyDialogProps) {
  const { t } = useTranslation('companyAccount');
  const titleId = useId();
  const [agency, setAgency] = useState<AgencyFields>(initial ?? { name: '', address: '', mail: '' });
  const set = (field: keyof AgencyFields) => (value: string) =>
    setAgency((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave({ name: agency.name.trim(), address: agency.address.trim(), mail: agency.mail.trim() })) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(initial ? 'agencies.edit' : 'agencies.add')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('agencies.name')}
            required
            autoFocus
            value={agency.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextField
            label={t('agencies.address')}
            value={agency.address}
            onChange={(event) => set('address')(event.target.value)}
          />
          <TextField
            label={t('agencies.mail')}
            type="email"
            value={agency.mail}
            onChange={(event) => set('mail')(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !agency.name.trim()}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
