import CloseIcon from '@mui/icons-material/Close';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Box, Button, Divider, IconButton, Link, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { CANDIDATE_SIDEBAR_MAX_WIDTH, hasFeature, showsVirtualInterview, visibleTags } from '@terna/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChatButton } from '@/features/chat';
import { graphql } from '@/gql';
import type { CandidateListItem_CandidateFragment, CandidateSidebar_CandidateFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { firstComponentSlug } from '@/shared/lib/candidate-components';
import { candidateDetailPath } from '@/shared/session/reviewer';
import { useClientInfo, usePermissionAbility } from '@/shared/session/useSessionData';
import { CandidateFeelingSelector } from '@/shared/feelings/CandidateFeelingSelector';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { ResultGauge } from '@/shared/ui/ResultGauge';
import { CandidateMenu } from '../actions/components/CandidateMenu';
import type { ProcessForActions } from '../actions/graphql/candidate-actions.graphql';
import type { TagLook } from '../hooks/useTagCatalogue';
import { ActivityTimeline } from './ActivityTimeline';
import { fullName } from './CandidateListItem';
import { CandidateStatusChip } from './CandidateStatusChip';
import { CandidateTags } from './CandidateTags';
import { TrustChip } from './TrustChip';
import { ComponentResults } from './ComponentResults';
import { FeelingsSummary } from './FeelingsSummary';
import { WhatsAppMenu } from './WhatsAppMenu';
import { HireButton } from '../actions/components/HireButton';
import { VirtualInterviewDialog } from '../../virtual-interview';

export const CandidateSidebarFragment = graphql(`
  fragment CandidateSidebar_candidate on ProcessCandidate {
    id
    age
    disqualificationReasons
    educationList {
      degree
      institution
      status
      endYear
    }
    person {
      avatarUrl
      birthDate
      countryCode
      phone
      place {
        uuid
        name
      }
    }
    activities {
      id
      name
      timestamp
      userName
      data
    }
  }
`);

interface CandidateSidebarProps {
  /** The candidate as the list shows it, so the sidebar opens at once. */
  candidate: CandidateListItem_CandidateFragment;
  /** The rest (age, place, timeline…), once processPerson answers. */
  detail: CandidateSidebar_CandidateFragment | undefined;
  status: string;
  process: ProcessForActions;
  tagOf: (code: string) => TagLook;
  readOnly: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The candidate sidebar (spec 3 section 2): ranking, actions, picture with feelings, name, age,
 * identification, place, e-mail, overall result, component bars, tags, disqualification
 * reasons and the activity timeline.
 */
export function CandidateSidebar({
  candidate,
  detail,
  status,
  process,
  tagOf,
  readOnly,
  onClose,
  onChanged,
}: CandidateSidebarProps) {
  const { t } = useTranslation('candidates');
  const { t: tv } = useTranslation('virtualInterview');
  const { to } = useLocale();
  const titleId = useId();
  const { clientInfo } = useClientInfo();
  const { ability } = usePermissionAbility();
  const [interviewing, setInterviewing] = useState(false);
  // The sidebar is the candidates list's (the report route has none of it).
  const virtualInterview =
    ability.can('update', 'Candidate') &&
    showsVirtualInterview({
      zoomFeature: hasFeature(clientInfo?.features, 'ZOOM_INTEGRATION'),
      route: 'list',
      hasPerson: Boolean(candidate.personId),
      processClosed: readOnly,
    });
  const name = fullName(candidate);
  const detailComponent = firstComponentSlug(candidate.componentStatus);
  const pending = <Skeleton width="60%" />;

  return (
    <Box
      component="aside"
      aria-labelledby={titleId}
      sx={{ width: '100%', maxWidth: CANDIDATE_SIDEBAR_MAX_WIDTH, display: 'grid', gap: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('sidebar.ranking')}:{' '}
          {candidate.ranking !== null && candidate.ranking !== undefined
            ? `#${candidate.ranking}`
            : t('sidebar.noRanking')}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>
          {virtualInterview && (
            <Tooltip title={tv('open')}>
              <IconButton aria-label={tv('open')} onClick={() => setInterviewing(true)}>
                <VideocamIcon />
              </IconButton>
            </Tooltip>
          )}
          <WhatsAppMenu
            firstName={candidate.firstName}
            lastName={candidate.lastName}
            phone={candidate.person.phone}
            countryCode={candidate.person.countryCode}
            processName={process.processName}
          />
          {!readOnly && (
            <ChatButton processPersonId={candidate.id} candidateName={name} unread={candidate.unreadMessages} />
          )}
          {!readOnly && <CandidateMenu candidate={candidate} process={process} compact onChanged={onChanged} />}
          <IconButton aria-label={t('sidebar.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Box>

      <Stack sx={{ alignItems: 'center', gap: 1, textAlign: 'center' }}>
        <PersonAvatar firstName={candidate.firstName} lastName={candidate.lastName} src={candidate.person.avatarUrl} />
        <FeelingsSummary feelings={candidate.feelings} own={candidate.viewerFeeling} />
        <CandidateFeelingSelector candidate={candidate} />
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {name}
        </Typography>
        <CandidateStatusChip status={status} />
        {(Boolean(candidate.trustCode) || process.children.length > 0) && <TrustChip code={candidate.trustCode} />}
        {!readOnly && <HireButton candidate={candidate} process={process} onChanged={onChanged} />}
        {detail
          ? detail.age !== null &&
            detail.age !== undefined && (
              <Typography color="text.secondary">{t('sidebar.age', { count: detail.age })}</Typography>
            )
          : pending}
      </Stack>

      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75, m: 0 }}
      >
        <Field label={t('sidebar.identification')}>{candidate.identification}</Field>
        <Field label={t('sidebar.place')}>{detail ? detail.person.place?.name : pending}</Field>
        <Field label={t('sidebar.email')}>
          {candidate.mail && (
            <Link href={`mailto:${candidate.mail}`} sx={{ overflowWrap: 'anywhere' }}>
              {candidate.mail}
            </Link>
          )}
        </Field>
      </Box>

      <Divider />
      <Stack sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('result.overall')}
        </Typography>
        <ResultGauge
          label={t('result.overall')}
          value={candidate.composedCapResult.value}
          active={candidate.composedCapResult.status}
          size={96}
        />
      </Stack>
      <ComponentResults components={candidate.componentStatus} />
      {detailComponent && (
        <Button
          variant="outlined"
          component={RouterLink}
          to={to(
            candidateDetailPath({ realm: 'company' }, candidate.processId, candidate.processPersonId, detailComponent),
          )}
          sx={{ justifySelf: 'center' }}
        >
          {t('sidebar.viewDetail')}
        </Button>
      )}

      <Section title={t('sidebar.tags')}>
        {visibleTags(candidate.tags).length > 0 ? (
          <CandidateTags tags={candidate.tags} tagOf={tagOf} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('sidebar.noTags')}
          </Typography>
        )}
      </Section>

      {status === 'DISQUALIFIED' && (
        <Section title={t('sidebar.disqualification')}>
          {detail ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {detail.disqualificationReasons.map((reason) => (
                <Typography component="li" variant="body2" key={reason}>
                  {t('sidebar.belowMinimum', { component: t(`components.${reason}`, { defaultValue: reason }) })}
                </Typography>
              ))}
            </Box>
          ) : (
            pending
          )}
        </Section>
      )}

      {detail && detail.educationList.length > 0 && (
        <Section title={t('sidebar.education')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {detail.educationList.map((entry) => (
              <Typography component="li" variant="body2" key={`${entry.degree}-${entry.endYear ?? 'now'}`}>
                {[entry.degree, entry.institution].filter(Boolean).join(', ')} ·{' '}
                {entry.status === 'IN_PROGRESS' ? t('sidebar.studying') : (entry.endYear ?? t('sidebar.completed'))}
              </Typography>
            ))}
          </Box>
        </Section>
      )}

      <Section title={t('sidebar.timeline')}>
        {detail ? <ActivityTimeline activities={detail.activities} /> : <TimelineSkeleton />}
      </Section>
      {interviewing && (
        <VirtualInterviewDialog
          guest={{ personId: candidate.personId, processId: candidate.processId, name, email: candidate.mail ?? null }}
          onClose={() => setInterviewing(false)}
        />
      )}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TimelineSkeleton() {
  return (
    <Stack sx={{ gap: 1 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={36} />
      ))}
    </Stack>
  );
}
