import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyContact, ContactKind } from '../api/company-account.api';

interface ContactListProps {
  kind: ContactKind;
  contacts: CompanyContact[];
  busy: boolean;
  onAdd: (value: string) => Promise<boolean>;
  onRemove: (contact: CompanyContact) => void;
}

/** The company's e-mails or phones: each with its remove button, and a field to add one. */
export function ContactList({ kind, contacts, busy, onAdd, onRemove }: ContactListProps) {
  const { t } = useTranslation('companyAccount');
  const [value, setValue] = useState('');
  const titleId = useId();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    if (await onAdd(value.trim())) setValue('');
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h3">
        {t(`contacts.${kind}.title`)}
      </Typography>
      {contacts.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t(`contacts.${kind}.empty`)}
        </Typography>
      ) : (
        <List dense aria-labelledby={titleId}>
          {contacts.map((contact) => (
            <ListItem
              key={contact.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('contacts.remove', { value: contact.value })}
                  disabled={busy}
                  onClick={() => onRemove(contact)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={contact.value} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={(event) => void add(event)} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
        <TextField
          size="small"
          label={t(`contacts.${kind}.new`)}
          type={kind === 'mails' ? 'email' : 'tel'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !value.trim()}>
          {t('contacts.add')}
        </Button>
      </Box>
    </Box>
  );
}
