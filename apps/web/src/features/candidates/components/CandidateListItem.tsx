import ChatBubbleIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import BlockIcon from '@mui/icons-material/Block';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Box, Checkbox, Paper, Typography } from '@mui/material';
import { useId, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { CandidateListItem_CandidateFragment } from '@/gql/graphql';
import { CandidateFeelingSelector } from '@/shared/feelings/CandidateFeelingSelector';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { ResultGauge } from '@/shared/ui/ResultGauge';
import { ToneChip } from '@/shared/ui/ToneChip';
import { CandidateMenu } from '../actions/components/CandidateMenu';
import type { ProcessForActions } from '../actions/graphql/candidate-actions.graphql';
import type { TagLook } from '../hooks/useTagCatalogue';
import { CandidateStatusChip } from './CandidateStatusChip';
import { CandidateTags } from './CandidateTags';
import { ComponentResults } from './ComponentResults';
import { FeelingsSummary } from './FeelingsSummary';
import { TrustChip } from './TrustChip';

// The card always carries the candidate menu, so the name, status, tags, hire and results it shows
// come with the menu's fragment; only what the menu does not read is asked for here.
export const CandidateListItemFragment = graphql(`
  fragment CandidateListItem_candidate on ProcessCandidate {
    id
    source
    ranking
    viewerFeeling
    unreadMessages
    feelings {
      userId
      observerId
      feeling
    }
    person {
      avatarUrl
      countryCode
      phone
    }
    ...CandidateActions
  }
`);

export const fullName = (candidate: { firstName: string; lastName: string }) =>
  `${candidate.firstName} ${candidate.lastName}`;
export const isHired = (candidate: { hired?: { status: string } | null }) => candidate.hired?.status === 'ACTIVE';

interface CandidateListItemProps {
  candidate: CandidateListItem_CandidateFragment;
  process: ProcessForActions;
  /** The status to show: a just-added candidate shows ENDED for a moment (spec 2 section 4.2). */
  status: string;
  tagOf: (code: string) => TagLook;
  /** The candidate is open in the sidebar. */
  open: boolean;
  /** The process has a trust test: the trust result shows. */
  showTrust: boolean;
  /** The candidate can join the group (the caller may invite candidates or download their reports). */
  selectable: boolean;
  inGroup: boolean;
  /** The process is closed: no actions. */
  readOnly: boolean;
  onOpen: () => void;
  onToggleGroup: () => void;
  onChanged: () => void;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A candidate of the list: picture, name, status, feelings (and the reviewer's own), tags, the overall result gauge and
 * one bar per component. Clicking the card, or Enter on it, opens the sidebar.
 */
export function CandidateListItem({
  candidate,
  process,
  status,
  tagOf,
  open,
  showTrust,
  selectable,
  inGroup,
  readOnly,
  onOpen,
  onToggleGroup,
  onChanged,
}: CandidateListItemProps) {
  const { t } = useTranslation('candidates');
  const nameId = useId();
  const name = fullName(candidate);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen();
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      tabIndex={0}
      aria-labelledby={nameId}
      aria-current={open || undefined}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        // Phones leave the picture out so the name has room.
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', sm: 'auto auto minmax(0, 1fr) auto' },
        columnGap: { xs: 1, sm: 1.5 },
        rowGap: 1,
        alignItems: 'start',
        cursor: 'pointer',
        borderColor: open ? 'primary.main' : undefined,
        boxShadow: open ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : undefined,
        bgcolor: inGroup ? 'action.selected' : 'background.paper',
        '&:hover': { borderColor: 'primary.light' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {selectable ? (
        <Checkbox
          checked={inGroup}
          onChange={onToggleGroup}
          onClick={stop}
          onKeyDown={stop}
          slotProps={{ input: { 'aria-label': t('list.select', { name }) } }}
          sx={{ mt: -0.5, ml: -1 }}
        />
      ) : (
        <span />
      )}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <PersonAvatar
          firstName={candidate.firstName}
          lastName={candidate.lastName}
          src={candidate.person.avatarUrl}
          size={44}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography
            id={nameId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {name}
          </Typography>
          <CandidateStatusChip status={status} />
          {isHired(candidate) && (
            <ToneChip tone="success" variant="outlined" icon={<HowToRegIcon />} label={t('hired')} />
          )}
          {candidate.blackListed && (
            <ToneChip tone="error" variant="outlined" icon={<BlockIcon />} label={t('blackListed')} />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {candidate.mail ?? candidate.identification}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('source.label', { source: t(`source.${candidate.source}`, { defaultValue: candidate.source }) })}
          </Typography>
          <FeelingsSummary feelings={candidate.feelings} own={candidate.viewerFeeling} />
          {/* Choosing a feeling is not opening the candidate. */}
          <Box onClick={stop} onKeyDown={stop}>
            <CandidateFeelingSelector candidate={candidate} />
          </Box>
          {(showTrust || Boolean(candidate.trustCode)) && <TrustChip code={candidate.trustCode} />}
          {candidate.unreadMessages > 0 && (
            <ToneChip
              tone="info"
              icon={<ChatBubbleIcon />}
              label={t('chatUnread', { count: candidate.unreadMessages })}
            />
          )}
        </Box>
        <CandidateTags tags={candidate.tags} tagOf={tagOf} />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.5 }}>
          <ComponentResults components={candidate.componentStatus} dense />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 0.5 }}>
        <ResultGauge
          label={t('result.overall')}
          value={candidate.composedCapResult.value}
          active={candidate.composedCapResult.status}
        />
        {!readOnly && (
          <Box onClick={stop} onKeyDown={stop}>
            <CandidateMenu candidate={candidate} process={process} compact onChanged={onChanged} />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
