import { canReceiveFeeling, type Feeling } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useReviewer } from '@/shared/session/reviewer';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { FeelingSelector } from '@/shared/ui/FeelingSelector';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useSetFeeling } from './useSetFeeling';

export interface FeelingCandidate {
  id: number;
  processId: number;
  firstName: string;
  lastName: string;
  evaluationsStatus: string;
  blackListed: boolean;
  viewerFeeling?: string | null;
}

interface CandidateFeelingSelectorProps {
  candidate: FeelingCandidate;
  /** After the feeling was saved (the shortlist takes a NO candidate off its page). */
  onChanged?: (feeling: Feeling | null) => void;
}

/**
 * The reviewer's own feeling on a candidate wherever the candidate shows (list row, sidebar, detail,
 * shortlist): set only once the candidate ENDED (spec 3), hidden for a blacklisted candidate
 * (spec 1), and only for reviewers who may: observers always, company users with candidate.update.
 */
export function CandidateFeelingSelector({ candidate, onChanged }: CandidateFeelingSelectorProps) {
  const { t } = useTranslation();
  const notify = useSnackbar();
  const reviewer = useReviewer();
  const { ability } = usePermissionAbility();
  const { setFeeling, isPending } = useSetFeeling();
  if (candidate.blackListed) return null;
  if (reviewer.realm === 'company' && !ability.can('update', 'Candidate')) return null;

  const change = async (feeling: Feeling | null) => {
    try {
      await setFeeling(candidate, feeling);
    } catch (failure) {
      notify({ message: t('feeling.error', { reason: errorText(failure) }), severity: 'error' });
      return;
    }
    onChanged?.(feeling);
  };

  return (
    <FeelingSelector
      value={candidate.viewerFeeling}
      ended={canReceiveFeeling(candidate)}
      candidateName={`${candidate.firstName} ${candidate.lastName}`}
      busy={isPending(candidate.id)}
      onChange={(feeling) => void change(feeling)}
    />
  );
}
