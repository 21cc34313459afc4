import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { TalentPoolCurriculumQuery } from '../graphql/talent-pool.graphql';
import { cvPath, recallPurchased } from '../purchase';
import { PersonIdentity } from './PersonIdentity';

/** my-base?bulk=cvPurchased (spec 2 section 4.4): the people of the last purchase, above the search. */
export function PurchasedPeople() {
  const { t } = useTranslation('talentPool');
  const titleId = useId();
  const [personIds] = useState(recallPurchased);
  if (personIds.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('purchasedTitle', { count: personIds.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {personIds.map((personId) => (
          <PurchasedPerson key={personId} personId={personId} />
        ))}
      </Box>
    </Paper>
  );
}

function PurchasedPerson({ personId }: { personId: string }) {
  const { t } = useTranslation('talentPool');
  const { to } = useLocale();
  const { data, loading, error } = useQuery(TalentPoolCurriculumQuery, { variables: { pool: 'MY_BASE', personId } });
  const person = data?.talentPoolCurriculum.person;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
    >
      {person ? (
        <PersonIdentity person={person} size={36} />
      ) : loading ? (
        <Skeleton width={220} height={40} aria-hidden />
      ) : (
        <Alert severity="warning">{error ? t('purchasedUnavailable') : null}</Alert>
      )}
      {person && (
        <Button component={RouterLink} to={to(cvPath('MY_BASE', personId))} size="small">
          {t('viewCv')}
        </Button>
      )}
    </Box>
  );
}
