import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Button } from '@mui/material';
import { canShowCandidateItem } from '@terna/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateActionsFragment } from '@/gql/graphql';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { toMenuCandidate, toMenuContext } from '../menu';

// The date picker is heavy: it loads when the hire dialog first opens.
export const LazyHireDialog = lazy(() => import('./HireDialog').then((module) => ({ default: module.HireDialog })));

/**
 * The sidebar's contract button (spec 3: "status ENDED shows a contract button"): the menu's hire
 * action, at hand for a finished candidate not hired yet. The hire rule does not depend on the
 * plan or the page, so the menu context needs none of them here.
 */
export function HireButton({
  candidate,
  process,
  onChanged,
}: {
  candidate: CandidateActionsFragment;
  process: ProcessForActions;
  onChanged: () => void;
}) {
  const { t } = useTranslation('candidateActions');
  const { ability } = usePermissionAbility();
  const [open, setOpen] = useState(false);
  const context = toMenuContext(process, {
    companyHasReliabilityPlan: false,
    canResetEvaluation: false,
    onCandidatesPage: false,
  });
  if (
    candidate.hired ||
    !ability.can('update', 'Candidate') ||
    !canShowCandidateItem('hire', toMenuCandidate(candidate), context)
  )
    return null;

  return (
    <>
      <Button variant="contained" size="small" startIcon={<HowToRegIcon />} onClick={() => setOpen(true)}>
        {t('menu.items.hire')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyHireDialog candidate={candidate} process={process} onClose={() => setOpen(false)} onDone={onChanged} />
        </Suspense>
      )}
    </>
  );
}
