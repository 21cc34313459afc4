import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { fileAcceptAttribute, fileProblemParams, fileUploadProblem, LOGO_FILE_KINDS } from '@terna/domain';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/lib/api';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useUploadCompanyLogo, type CompanyLogoTarget } from '../hooks/useUploadCompanyLogo';

const ACCEPT = fileAcceptAttribute(LOGO_FILE_KINDS);
const PROBLEM_PARAMS = fileProblemParams(LOGO_FILE_KINDS);

interface CompanyLogoUploadProps {
  target?: CompanyLogoTarget;
  /** The button's text when it is not the header logo's "change logo". */
  label?: string;
  /** Told the new logo's address once it is stored (the account page previews it). */
  onUploaded?: (logoUrl: string) => void;
}

/** Replaces the company logo: the same type and size rules as the server, checked before sending. */
export function CompanyLogoUpload({ target = 'logo', label, onUploaded }: CompanyLogoUploadProps) {
  const { t } = useTranslation('company');
  const notify = useSnackbar();
  const { upload, progress } = useUploadCompanyLogo(target);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    event.target.value = '';
    if (!file) return;
    const problem = fileUploadProblem(file, LOGO_FILE_KINDS);
    if (problem) {
      notify({ message: t(problem, { ns: 'apiErrors', ...PROBLEM_PARAMS }), severity: 'error' });
      return;
    }
    try {
      const logoUrl = await upload(file);
      onUploaded?.(logoUrl);
      notify({ message: t('logo.uploaded') });
    } catch (error) {
      const serverMessage = error instanceof ApiError && error.code ? error.message : null;
      notify({ message: serverMessage ?? t('logo.uploadFailed'), severity: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {/* The button opens the hidden picker: a file input inside a button-like label would nest two controls for screen readers. */}
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadIcon aria-hidden />}
        disabled={uploading}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {label ?? t('logo.change')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        disabled={uploading}
        onChange={(event) => void choose(event)}
      />
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('logo.hint', { maxKb: PROBLEM_PARAMS.maxKb })}
      </Typography>
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('logo.uploading')}
          sx={{ width: 160 }}
        />
      )}
    </Box>
  );
}
