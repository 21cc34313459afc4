import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/shared/ui/Logo';
import { MessagePage } from '@/shared/ui/MessagePage';

/** /report/:id/expired: the link expired or was revoked; only the company can send a new one. */
export function ReportExpiredPage() {
  const { t } = useTranslation('report');
  return (
    <MessagePage
      title={t('expired.title')}
      body={t('expired.body')}
      illustration={
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, mb: 2 }}>
          <Logo />
          <LinkOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
        </Box>
      }
    />
  );
}
