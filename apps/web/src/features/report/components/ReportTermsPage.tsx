import { Box, Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useAcceptObserverTerms } from '../hooks/useAcceptObserverTerms';
import { useReportSession } from '../hooks/useReportSession';
import { reportPaths } from '../routing';

const TERMS_PARAGRAPHS = ['personalData', 'confidential', 'personalLink', 'expiry'] as const;

/**
 * /report/:id: the confidentiality terms the observer accepts before seeing any candidate
 * (spec 2 §2.6, §6). Accept stays disabled until the box is ticked; accepting opens the shortlist.
 */
export function ReportTermsPage() {
  const { t } = useTranslation('report');
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const session = useReportSession();
  const { accept, accepting } = useAcceptObserverTerms();
  const [agreed, setAgreed] = useState(false);
  const params = { company: session.companyName, process: session.processName, date: formatDate(session.expiresAt) };

  const submit = async () => {
    try {
      await accept();
      void navigate(to(reportPaths.shortlisted(session.processId)), { replace: true });
    } catch (error) {
      notify({ message: t('terms.error', { reason: errorText(error) }), severity: 'error' });
    }
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="report-terms-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed && !accepting) void submit();
      }}
      sx={{ maxWidth: 760, width: '100%', mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}
    >
      <Typography id="report-terms-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('terms.title')}
      </Typography>
      <Typography>{t('terms.intro', params)}</Typography>
      {TERMS_PARAGRAPHS.map((paragraph) => (
        <Typography key={paragraph} color="text.secondary">
          {t(`terms.${paragraph}`, params)}
        </Typography>
      ))}
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
        label={t('terms.agree')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!agreed || accepting} loading={accepting}>
          {t('terms.accept')}
        </Button>
      </Box>
    </Paper>
  );
}
