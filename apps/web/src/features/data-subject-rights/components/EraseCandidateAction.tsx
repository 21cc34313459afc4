import { useMutation } from '@apollo/client/react';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { Button, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { EraseCandidateMutation } from '../EraseCandidate.graphql';

export interface EraseCandidateActionProps {
  /** The person (personId), not the participation. */
  personId: number;
  /** Called once the server has anonymised the person: the page reloads the candidate. */
  onErased: () => void;
}

/** What the erasure does, in the order the dialog lists it. */
const CONSEQUENCES = ['personal', 'files', 'messages', 'kept', 'irreversible'] as const;

/**
 * "Anonimizar datos personales" on a candidate's detail, for company administrators: a confirmation
 * that says what goes and what stays, then anonymizeCandidate.
 */
export function EraseCandidateAction({ personId, onErased }: EraseCandidateActionProps) {
  const { t } = useTranslation('candidateDetail');
  const notify = useSnackbar();
  const [open, setOpen] = useState(false);
  const [erase, { loading }] = useMutation(EraseCandidateMutation);

  const confirm = async () => {
    try {
      await erase({ variables: { personId } });
      notify({ message: t('erase.done'), severity: 'success' });
      setOpen(false);
      onErased();
    } catch (error) {
      notify({ message: t('erase.failed', { reason: errorText(error) }), severity: 'error' });
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<PersonOffOutlined />} onClick={() => setOpen(true)}>
        {t('erase.action')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('erase.title')}
          body={t('erase.body')}
          confirmLabel={t('erase.confirm')}
          busy={loading}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          <List dense>
            {CONSEQUENCES.map((key) => (
              <ListItem key={key} disableGutters>
                <ListItemText primary={t(`erase.consequences.${key}`)} />
              </ListItem>
            ))}
          </List>
        </ConfirmDialog>
      )}
    </>
  );
}
