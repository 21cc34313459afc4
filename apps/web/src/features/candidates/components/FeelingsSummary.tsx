import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { Box, Typography } from '@mui/material';
import { FEELINGS, type Feeling } from '@terna/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';

const FEELING_ICONS: Record<Feeling, ReactElement> = {
  YES: <ThumbUpAltOutlinedIcon fontSize="inherit" />,
  MAYBE: <HelpOutlineIcon fontSize="inherit" />,
  NO: <ThumbDownAltOutlinedIcon fontSize="inherit" />,
};
const ORDERED = (Object.keys(FEELINGS) as Feeling[]).sort((a, b) => FEELINGS[a] - FEELINGS[b]);

interface FeelingsSummaryProps {
  feelings: readonly { feeling: string }[];
  /** The caller's own feeling, highlighted. */
  own?: string | null;
}

/** How many reviewers like, doubt or dislike the candidate; nothing when nobody said. */
export function FeelingsSummary({ feelings, own }: FeelingsSummaryProps) {
  const { t } = useTranslation('candidates');
  const counts = ORDERED.map((feeling) => ({
    feeling,
    count: feelings.filter((f) => f.feeling === feeling).length,
  })).filter((c) => c.count > 0);
  if (counts.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('feelings.summary')}
      sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {counts.map(({ feeling, count }) => {
        const label = t(`feelings.${feeling}`);
        const mine = own === feeling;
        return (
          <Box
            component="li"
            key={feeling}
            title={mine ? t('feelings.own', { label }) : label}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              color: mine ? 'primary.main' : 'text.secondary',
              fontWeight: mine ? 700 : 400,
            }}
          >
            <Box component="span" aria-hidden sx={{ display: 'inline-flex', fontSize: 18 }}>
              {FEELING_ICONS[feeling]}
            </Box>
            <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit' }}>
              <Box component="span" sx={visuallyHidden}>
                {mine ? t('feelings.own', { label }) : label}:{' '}
              </Box>
              {count}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
