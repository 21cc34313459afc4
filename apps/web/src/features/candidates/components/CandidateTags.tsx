import { Box, Chip } from '@mui/material';
import { visibleTags } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { textColorOn } from '@/shared/ui/ToneChip';
import type { TagLook } from '../hooks/useTagCatalogue';

interface CandidateTagsProps {
  tags: readonly { id: number; code: string }[];
  tagOf: (code: string) => TagLook;
}

/** A candidate's tags in their colours: never NO_TAGS, at most twelve. */
export function CandidateTags({ tags, tagOf }: CandidateTagsProps) {
  const { t } = useTranslation('candidates');
  const shown = visibleTags(tags);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('sidebar.tags')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((tag) => {
        const look = tagOf(tag.code);
        return (
          <li key={tag.id}>
            <Chip
              size="small"
              label={look.label}
              sx={{ bgcolor: look.color, color: textColorOn(look.color), maxWidth: 200 }}
            />
          </li>
        );
      })}
    </Box>
  );
}
