import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Box, Paper, Typography } from '@mui/material';
import { composedScoreColor, displayPercent, type ScoreColor } from '@terna/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { ComponentResultPanel_ResultFragment, CvDetails_CvFragment } from '@/gql/graphql';
import { ResultBar } from '@/shared/ui/ResultBar';
import { ToneChip } from '@/shared/ui/ToneChip';
import { isPendingStatus } from '../detail';
import { CompetenceResultPanel } from './CompetenceResultPanel';
import { CurriculumResultPanel } from './CurriculumResultPanel';
import { CvDetails } from './CvDetails';
import { DiscResultPanel } from './DiscResultPanel';
import { InterviewResultPanel } from './InterviewResultPanel';
import { KnowledgeResultPanel } from './KnowledgeResultPanel';
import { TrustResultPanel } from './TrustResultPanel';

export const ComponentResultPanelFragment = graphql(`
  fragment ComponentResultPanel_result on ComponentResult {
    componentType
    label
    status
    value
    minValueToPass
    disc {
      ...DiscResultPanel_disc
    }
    curriculum {
      ...CurriculumResultPanel_curriculum
    }
    competences {
      ...CompetenceResultPanel_competence
    }
    knowledge {
      ...KnowledgeResultPanel_knowledge
    }
    interview {
      ...InterviewResultPanel_interview
    }
    trust {
      ...TrustResultPanel_trust
    }
  }
`);

const STATUS_TONES: Record<string, ScoreColor> = {
  SUCCESS: 'success',
  REJECT: 'error',
  PENDING_GRADE: 'info',
  PENDING: 'default',
  PROCESSING: 'default',
};

interface ComponentResultPanelProps {
  result: ComponentResultPanel_ResultFragment;
  cv: CvDetails_CvFragment | null | undefined;
  /** The candidate (processPersonId) when the reader may grade its interview. */
  gradeFor?: number;
}

/**
 * One component's full result: its status, value and minimum to pass, then what explains the
 * value (DISC profile, CV match and the CV, competences, answers, grade, trust checks). A component
 * the candidate has not done yet shows a pending state; the CV still shows on its tab.
 */
export function ComponentResultPanel({ result, cv, gradeFor }: ComponentResultPanelProps) {
  const { t } = useTranslation('candidateDetail');
  const pending = isPendingStatus(result.status);
  const isInterview = result.componentType === 'INTERVIEW';
  const titleId = useId();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={titleId}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {result.label}
          </Typography>
          <ToneChip
            tone={STATUS_TONES[result.status] ?? 'default'}
            label={t(`componentStatus.${result.status}`, { defaultValue: result.status })}
          />
        </Box>
        {!pending && !isInterview && (
          <Box sx={{ display: 'grid', gap: 0.75, maxWidth: 480 }}>
            <ResultBar label={t('result.value')} value={result.value} color={composedScoreColor(result.value)} />
            {result.minValueToPass != null && result.minValueToPass > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('result.minimum', { percent: displayPercent(result.minValueToPass) })}
              </Typography>
            )}
          </Box>
        )}
        {pending ? <PendingResult /> : <ResultDetail result={result} gradeFor={gradeFor} />}
      </Paper>
      {result.componentType === 'CURRICULUM' && <CvDetails cv={cv} />}
    </Box>
  );
}

function ResultDetail({
  result,
  gradeFor,
}: {
  result: ComponentResultPanel_ResultFragment;
  gradeFor?: number;
}): ReactNode {
  const { t } = useTranslation('candidateDetail');
  const missing = (
    <Typography variant="body2" color="text.secondary">
      {t('result.noDetail')}
    </Typography>
  );
  switch (result.componentType) {
    case 'DISC':
      return result.disc ? <DiscResultPanel disc={result.disc} /> : missing;
    case 'CURRICULUM':
      return result.curriculum ? <CurriculumResultPanel curriculum={result.curriculum} /> : missing;
    case 'COMPETENCE':
      return result.competences && result.competences.length > 0 ? (
        <CompetenceResultPanel competences={result.competences} />
      ) : (
        missing
      );
    case 'KNOWLEDGE_TEST':
      return result.knowledge ? <KnowledgeResultPanel knowledge={result.knowledge} /> : missing;
    case 'INTERVIEW':
      return (
        <InterviewResultPanel
          interview={result.interview}
          status={result.status}
          minValueToPass={result.minValueToPass}
          gradeFor={gradeFor}
        />
      );
    case 'RELIABILITY':
      return result.trust ? <TrustResultPanel trust={result.trust} /> : missing;
    default:
      return null;
  }
}

function PendingResult() {
  const { t } = useTranslation('candidateDetail');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
      <HourglassEmptyIcon aria-hidden />
      <Typography>{t('result.pending')}</Typography>
    </Box>
  );
}
