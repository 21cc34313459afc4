import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { KnowledgeResultPanel_KnowledgeFragment } from '@/gql/graphql';
import { ToneChip } from '@/shared/ui/ToneChip';
import { knowledgeSummary } from '../detail';

export const KnowledgeResultPanelFragment = graphql(`
  fragment KnowledgeResultPanel_knowledge on KnowledgeResult {
    questionCount
    correctAnswers
    answers {
      question
      answer
      correctAnswer
      correct
    }
  }
`);

/** The knowledge test: correct answers out of the questions, then each answer marked correct or incorrect in words and icon. */
export function KnowledgeResultPanel({ knowledge }: { knowledge: KnowledgeResultPanel_KnowledgeFragment }) {
  const { t } = useTranslation('candidateDetail');
  const summary = knowledgeSummary(knowledge);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('knowledge.answers')}
        </Typography>
        <ToneChip
          tone={summary.color}
          label={t('knowledge.score', { correct: summary.correct, total: summary.total, percent: summary.percent })}
        />
      </Box>
      {knowledge.answers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('knowledge.noAnswers')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {knowledge.answers.map((entry, index) => (
            <Paper
              component="li"
              variant="outlined"
              key={`${index}-${entry.question}`}
              sx={{ p: 1.5, display: 'grid', gap: 0.5, gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5 }}
            >
              {entry.correct ? (
                <CheckCircleIcon color="success" aria-hidden />
              ) : (
                <CancelIcon color="error" aria-hidden />
              )}
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t('knowledge.question', { number: index + 1, question: entry.question })}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ fontWeight: 700, color: entry.correct ? 'success.dark' : 'error.dark' }}>
                    {entry.correct ? t('knowledge.correct') : t('knowledge.incorrect')}
                  </Box>
                  {' · '}
                  {t('knowledge.answer', { answer: entry.answer ?? t('knowledge.unanswered') })}
                </Typography>
                {!entry.correct && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('knowledge.correctAnswer', { answer: entry.correctAnswer })}
                  </Typography>
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
