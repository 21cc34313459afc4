import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { DATA_SUBJECT_EXPORT_FORMATS, DATA_SUBJECT_EXPORT_PERMISSION, toAbilityRule } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { usePersonalDataExport } from '../hooks/usePersonalDataExport';

const exportRule = toAbilityRule(DATA_SUBJECT_EXPORT_PERMISSION);

export interface PersonalDataExportButtonProps {
  personId: number;
  /** The person's name, as the dialog says whose data leaves. */
  name: string;
}

/**
 * "Exportar datos personales" (issue 21, docs/decisions/032): a company administrator downloads
 * everything the company keeps about the person, as JSON or PDF. Hidden from everyone else; the
 * server refuses them anyway.
 */
export function PersonalDataExportButton({ personId, name }: PersonalDataExportButtonProps) {
  const { t } = useTranslation('personalDataExport');
  const { ability } = usePermissionAbility();
  const [open, setOpen] = useState(false);
  const { download, busy } = usePersonalDataExport(personId);
  const titleId = useId();
  const descriptionId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  if (!ability.can(exportRule.action, exportRule.subject)) return null;
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {t('action')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>{t('description', { name })}</DialogContentText>
          <Stack direction={phone ? 'column' : 'row'} spacing={1.5} sx={{ mt: 2 }}>
            {DATA_SUBJECT_EXPORT_FORMATS.map((format) => (
              <Button
                key={format}
                variant="contained"
                startIcon={<DownloadIcon />}
                loading={busy === format}
                disabled={busy !== null && busy !== format}
                onClick={() => void download(format)}
              >
                {t(`formats.${format}`)}
              </Button>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
