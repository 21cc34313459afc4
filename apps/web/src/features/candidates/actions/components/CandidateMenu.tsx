import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import BlockIcon from '@mui/icons-material/Block';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LinkIcon from '@mui/icons-material/Link';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import RateReviewIcon from '@mui/icons-material/RateReview';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Button, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { blacklistRefusal, COMPACT_MENU_BREAKPOINT, hasPlan, type CandidateMenuItem } from '@terna/domain';
import { Suspense, useId, useState, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CandidateActionsFragment } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { useClientInfo, usePermissionAbility } from '@/shared/session/useSessionData';
import { ActionMenu } from '@/shared/ui/ActionMenu';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { useAddToComparator } from '../hooks/useAddToComparator';
import { isCandidatesPage, toMenuCandidate, toMenuContext, visibleMenuItems } from '../menu';
import { useCandidateReportDialogs } from '../report-dialogs';
import { LazyHireDialog } from './HireButton';

// Each dialog loads when it is chosen: the list shows a menu on every candidate and carries none of their code.
const ApproveComponentDialog = lazyNamed(() => import('./ApproveComponentDialog'), 'ApproveComponentDialog');
const BlacklistDialog = lazyNamed(() => import('./BlacklistDialog'), 'BlacklistDialog');
const DeleteCandidateDialog = lazyNamed(() => import('./DeleteCandidateDialog'), 'DeleteCandidateDialog');
const EvaluateInterviewDialog = lazyNamed(() => import('./EvaluateInterviewDialog'), 'EvaluateInterviewDialog');
const RenewInvitationDialog = lazyNamed(() => import('./RenewInvitationDialog'), 'RenewInvitationDialog');
const SendReminderDialog = lazyNamed(() => import('./SendReminderDialog'), 'SendReminderDialog');
const TagsDialog = lazyNamed(() => import('./TagsDialog'), 'TagsDialog');
const TrustInviteDialog = lazyNamed(() => import('./TrustInviteDialog'), 'TrustInviteDialog');

export interface CandidateMenuProps {
  candidate: CandidateActionsFragment;
  process: ProcessForActions;
  /** The icon button whatever the width (e.g. inside a narrow card). */
  compact?: boolean;
  /** After an action changed the candidate: the list refetches. */
  onChanged?: () => void;
}

const ITEM_ICONS: Record<CandidateMenuItem, ReactElement> = {
  delete: <DeleteIcon fontSize="small" />,
  approveComponent: <TaskAltIcon fontSize="small" />,
  downloadReport: <DescriptionIcon fontSize="small" />,
  downloadTrustReport: <VerifiedUserIcon fontSize="small" />,
  sendReminder: <NotificationsActiveIcon fontSize="small" />,
  renewInvitation: <LinkIcon fontSize="small" />,
  inviteToTrust: <WorkspacePremiumIcon fontSize="small" />,
  evaluateInterview: <RateReviewIcon fontSize="small" />,
  compare: <CompareArrowsIcon fontSize="small" />,
  blacklist: <BlockIcon fontSize="small" />,
  hire: <HowToRegIcon fontSize="small" />,
  tags: <LocalOfferIcon fontSize="small" />,
};

type DialogName =
  | 'delete'
  | 'approveComponent'
  | 'downloadReport'
  | 'downloadTrustReport'
  | 'sendReminder'
  | 'renewInvitation'
  | 'inviteToTrust'
  | 'evaluateInterview'
  | 'blacklist'
  | 'hire'
  | 'tags';

/**
 * A candidate's actions (spec 1 section 6): the items the domain allows for the candidate and the
 * process, among those the user may use. A labelled button on wide screens, an icon below 1024 px;
 * disabled as a whole for a blacklisted candidate.
 */
export function CandidateMenu({ candidate, process, compact = false, onChanged }: CandidateMenuProps) {
  const { t } = useTranslation('candidateActions');
  const notify = useSnackbar();
  const { ability } = usePermissionAbility();
  const { clientInfo } = useClientInfo();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(`(max-width:${COMPACT_MENU_BREAKPOINT - 0.02}px)`);
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const { addToComparator, adding: comparing } = useAddToComparator();
  const { DownloadReport, DownloadTrustReport } = useCandidateReportDialogs();

  const name = `${candidate.firstName} ${candidate.lastName}`;
  const context = toMenuContext(process, {
    companyHasReliabilityPlan: hasPlan(clientInfo?.plans, 'RELIABILITY'),
    canResetEvaluation: ability.can('reset', 'Evaluation'),
    onCandidatesPage: isCandidatesPage(pathname),
  });
  const items = visibleMenuItems(toMenuCandidate(candidate), context, ability);
  const changed = () => onChanged?.();
  const closeDialog = () => setDialog(null);

  const compare = async () => {
    try {
      const result = await addToComparator(candidate);
      notify({ message: result.message, severity: result.ok ? 'success' : 'error' });
      if (result.ok) changed();
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  };

  const choose = (item: CandidateMenuItem) => {
    if (item === 'compare') return void compare();
    if (item === 'blacklist') {
      const refusal = blacklistRefusal(context);
      if (refusal) return notify({ message: t(`blacklist.refusal.${refusal}`), severity: 'warning' });
    }
    setDialog(item as DialogName);
  };

  const disabledReason = candidate.blackListed
    ? t('menu.blacklisted', { name })
    : items.length === 0
      ? t('menu.empty')
      : null;
  const label = t('menu.open', { name });
  const trigger = {
    id: buttonId,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    // Adding to the comparator has no dialog: the button waits for the answer instead.
    disabled: disabledReason !== null || comparing,
    'aria-busy': comparing || undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  const button =
    compact || narrow ? (
      <IconButton {...trigger} size="small">
        <MoreVertIcon />
      </IconButton>
    ) : (
      <Button {...trigger} variant="outlined" size="small" endIcon={<ArrowDropDownIcon />}>
        {t('menu.label')}
      </Button>
    );

  return (
    <>
      {disabledReason ? (
        <Tooltip title={disabledReason}>
          {/* A disabled button gets no pointer events: the wrapper shows why. */}
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <ActionMenu
        id={menuId}
        anchor={anchor}
        labelledBy={buttonId}
        entries={items.map((item) => ({
          item,
          icon: ITEM_ICONS[item],
          label: t(`menu.items.${item === 'hire' && candidate.hired?.status === 'ACTIVE' ? 'hired' : item}`),
        }))}
        onChoose={choose}
        onClose={() => setAnchor(null)}
      />
      <Suspense fallback={null}>
        {dialog === 'delete' && <DeleteCandidateDialog candidate={candidate} onClose={closeDialog} onDone={changed} />}
        {dialog === 'approveComponent' && (
          <ApproveComponentDialog candidate={candidate} onClose={closeDialog} onDone={changed} />
        )}
        {dialog === 'sendReminder' && (
          <SendReminderDialog candidate={candidate} onClose={closeDialog} onDone={changed} />
        )}
        {dialog === 'renewInvitation' && (
          <RenewInvitationDialog
            candidate={candidate}
            endDate={process.endDate}
            onClose={closeDialog}
            onDone={changed}
          />
        )}
        {dialog === 'inviteToTrust' && (
          <TrustInviteDialog candidate={candidate} process={process} onClose={closeDialog} onDone={changed} />
        )}
        {dialog === 'evaluateInterview' && (
          <EvaluateInterviewDialog candidate={candidate} onClose={closeDialog} onDone={changed} />
        )}
        {dialog === 'blacklist' && <BlacklistDialog candidate={candidate} onClose={closeDialog} onDone={changed} />}
        {dialog === 'tags' && (
          <TagsDialog candidate={candidate} processId={process.id} onClose={closeDialog} onChanged={changed} />
        )}
        {dialog === 'downloadReport' && <DownloadReport candidate={candidate} onClose={closeDialog} />}
        {dialog === 'downloadTrustReport' && <DownloadTrustReport candidate={candidate} onClose={closeDialog} />}
        {dialog === 'hire' && (
          <LazyHireDialog candidate={candidate} process={process} onClose={closeDialog} onDone={changed} />
        )}
      </Suspense>
    </>
  );
}
