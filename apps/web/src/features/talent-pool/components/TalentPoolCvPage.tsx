import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { formatMoney, type CvSearchPool } from '@terna/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { InviteToProcessDialog } from '@/features/candidates';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { EmptyState } from '@/shared/ui/EmptyState';
import { TalentPoolCurriculumQuery } from '../graphql/talent-pool.graphql';
import { LatestResults } from './LatestResults';
import { location } from './PersonCard';
import { PersonIdentity } from './PersonIdentity';
import { PurchaseDialog } from './PurchaseDialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A pool person's CV: talent-pool-evaluar-cv-id-person (anonymised, with the purchase) and
 * talent-pool-my-base-cv-id-person (contact, latest processes, invite to a process).
 */
export function TalentPoolCvPage({ pool }: { pool: CvSearchPool }) {
  const { t } = useTranslation('talentPool');
  const { to } = useLocale();
  const { id = '' } = useParams();
  const { ability } = usePermissionAbility();
  const [dialog, setDialog] = useState<'buy' | 'invite' | null>(null);
  const { data, loading, error } = useQuery(TalentPoolCurriculumQuery, {
    variables: { pool, personId: id },
    skip: !/^\d{1,9}$/.test(id),
  });
  const myBase = pool === 'MY_BASE';
  const back = to(myBase ? paths.talentPoolMyBase : paths.talentPool);
  const cv = data?.talentPoolCurriculum;

  let content: ReactNode;
  if (loading && !cv)
    content = (
      <Box sx={{ display: 'grid', gap: 2 }} aria-hidden>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  else if (!cv)
    content =
      error && errorCode(error) !== 'NOT_FOUND' ? (
        <Alert severity="error">{t('loadError', { reason: errorText(error) })}</Alert>
      ) : (
        <EmptyState message={t('cvNotFound')} />
      );
  else {
    const person = cv.person;
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <PersonIdentity person={person} size={76} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {!myBase && ability.can('buy', 'Talentpool') && (
              <Button variant="contained" startIcon={<ShoppingCartIcon />} onClick={() => setDialog('buy')}>
                {t('buyOne')}
              </Button>
            )}
            {myBase && ability.can('invite', 'Candidate') && (
              <Button variant="contained" startIcon={<SendIcon />} onClick={() => setDialog('invite')}>
                {t('invite')}
              </Button>
            )}
          </Box>
        </Box>
        {person.anonymised && <Alert severity="info">{t('anonymisedNotice')}</Alert>}
        {!person.anonymised && (
          <Section title={t('cv.contact')}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {[person.email, person.phone, person.identification].filter(Boolean).join(' · ') || '—'}
            </Typography>
          </Section>
        )}
        <Section title={t('cv.summary')}>
          <Typography>
            {[
              t('years', { count: person.yearsOfExperience }),
              [person.area, person.subArea].filter(Boolean).join(' / '),
              location(person),
              person.salary === null ? null : formatMoney(person.salary, { currency: person.salaryCurrency }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {cv.introduction && <Typography sx={{ whiteSpace: 'pre-line' }}>{cv.introduction}</Typography>}
        </Section>
        {myBase && person.latestResults.length > 0 && (
          <Section title={t('latestResults')}>
            <LatestResults results={person.latestResults} />
          </Section>
        )}
        <Section title={t('cv.experience')}>
          {cv.experiences.length === 0 ? (
            <Typography color="text.secondary">{t('noExperience')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {cv.experiences.map((job, index) => (
                <li key={index}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {job.company ? t('jobAt', { title: job.title, company: job.company }) : job.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[job.startDate, job.current ? t('cv.present') : job.endDate].filter(Boolean).join(' – ')}
                  </Typography>
                  {job.description && <Typography variant="body2">{job.description}</Typography>}
                </li>
              ))}
            </Box>
          )}
        </Section>
        <Section title={t('cv.education')}>
          {cv.cv.educationList.length === 0 ? (
            <Typography color="text.secondary">—</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {cv.cv.educationList.map((entry, index) => (
                <li key={index}>
                  <Typography>
                    {[entry.degree, entry.studyArea, entry.institution].filter(Boolean).join(' · ')}
                    {entry.startYear ? ` (${entry.startYear}–${entry.endYear ?? t('cv.present')})` : ''}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Section>
        <Section title={t('cv.skills')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {(cv.cv.skills.length ? cv.cv.skills.map((s) => s.skill) : person.skills).map((skill) => (
              <Chip key={skill} size="small" label={skill} />
            ))}
          </Box>
        </Section>
        <Section title={t('cv.languages')}>
          <Typography>
            {(cv.cv.languages.length ? cv.cv.languages.map((l) => l.language) : person.languages).join(', ') || '—'}
          </Typography>
        </Section>
        {!myBase && (
          <PurchaseDialog
            open={dialog === 'buy'}
            personIds={[person.personId]}
            onClose={() => setDialog(null)}
            singlePerson
          />
        )}
        {myBase && (
          <InviteToProcessDialog
            open={dialog === 'invite'}
            currentProcessId={null}
            candidates={[
              {
                personId: Number(person.personId),
                firstName: person.firstName ?? '',
                lastName: person.lastName ?? '',
                mail: person.email,
                identification: person.identification,
              },
            ]}
            onClose={() => setDialog(null)}
          />
        )}
      </Paper>
    );
  }

  return (
    <Box
      component="main"
      id="main"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto', width: '100%', minWidth: 0 }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
          {t(myBase ? 'backMyBase' : 'backPool')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t(myBase ? 'cvTitleMyBase' : 'cvTitle')}
        </Typography>
        {content}
      </Box>
    </Box>
  );
}
