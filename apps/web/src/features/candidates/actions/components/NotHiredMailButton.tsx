import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { usePermissionAbility } from '@/shared/session/useSessionData';

// The preview and its query load when the recruiter asks for them, not with the candidate list.
const NotHiredMailDialog = lazyNamed(() => import('./NotHiredMailDialog'), 'NotHiredMailDialog');

/**
 * "Agradecer a los no contratados": shows who will be thanked (finished candidates not hired), how
 * many, the e-mail and when it was last sent, then sends once the user confirms.
 */
export function NotHiredMailButton({ processId }: { processId: number }) {
  const { t } = useTranslation('candidateActions');
  const { ability } = usePermissionAbility();
  const [confirming, setConfirming] = useState(false);

  if (!ability.can('update', 'Candidate')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<MarkEmailReadIcon />} onClick={() => setConfirming(true)}>
        {t('notHired.button')}
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <NotHiredMailDialog processId={processId} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </>
  );
}
