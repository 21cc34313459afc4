import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { Box, Chip, Typography } from '@mui/material';
import { FEELINGS, type Feeling } from '@terna/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShortlistFeelingFragment } from '@/gql/graphql';
import { formatDate } from '@/shared/lib/dates';
import { isFeeling } from '@/shared/ui/FeelingSelector';

const ICONS: Record<Feeling, ReactElement> = {
  YES: <ThumbUpAltOutlinedIcon fontSize="inherit" />,
  MAYBE: <HelpOutlineIcon fontSize="inherit" />,
  NO: <ThumbDownAltOutlinedIcon fontSize="inherit" />,
};
// The icon carries the tone; the words stay in the text colour (warning.dark on white is under 4.5:1).
const TONES: Record<Feeling, 'success.dark' | 'warning.dark' | 'error.dark'> = {
  YES: 'success.dark',
  MAYBE: 'warning.dark',
  NO: 'error.dark',
};

/** Likes first, then doubts, then dislikes; the latest change first within each. */
const byFeelingThenRecent = (a: ShortlistFeelingFragment, b: ShortlistFeelingFragment) =>
  (FEELINGS[a.feeling as Feeling] ?? 9) - (FEELINGS[b.feeling as Feeling] ?? 9) ||
  b.updatedAt.localeCompare(a.updatedAt);

/** Every reviewer's feeling on a candidate: who (name, team member or observer), what and when. */
export function ReviewerFeelings({
  feelings,
  candidateName,
}: {
  feelings: readonly ShortlistFeelingFragment[];
  candidateName: string;
}) {
  const { t } = useTranslation('shortlist');
  const shown = feelings.filter((entry) => isFeeling(entry.feeling)).toSorted(byFeelingThenRecent);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('feelings', { name: candidateName })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
    >
      {shown.map((entry) => {
        const feeling = entry.feeling as Feeling;
        const date = formatDate(entry.updatedAt);
        return (
          <Box
            component="li"
            key={`${entry.reviewerKind}-${entry.userId ?? entry.observerId}`}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25 }}
          >
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
              <Box component="span" aria-hidden sx={{ display: 'inline-flex', fontSize: 18, color: TONES[feeling] }}>
                {ICONS[feeling]}
              </Box>
              <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit' }}>
                {t(`feeling.${feeling}`, { ns: 'common' })}
              </Typography>
            </Box>
            <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.reviewerName || t('unnamedReviewer')}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`reviewerKind.${entry.reviewerKind}`, { defaultValue: entry.reviewerKind })}
            />
            {date && (
              <Typography component="span" variant="caption" color="text.secondary">
                <time dateTime={entry.updatedAt}>{date}</time>
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
