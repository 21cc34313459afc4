import { Box, Typography } from '@mui/material';
import { RISK_LEVEL_LABELS, riskColor, trustResult } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { TrustResultPanel_TrustFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { ToneChip } from '@/shared/ui/ToneChip';

export const TrustResultPanelFragment = graphql(`
  fragment TrustResultPanel_trust on TrustResult {
    code
    checks {
      name
      label
      riskLevel
    }
  }
`);

/** The trust (reliability) result: the overall code, then the risk level of each behaviour checked, in words. */
export function TrustResultPanel({ trust }: { trust: TrustResultPanel_TrustFragment }) {
  const { t } = useTranslation('candidateDetail');
  const { locale } = useLocale();
  const { result, color } = trustResult(trust.code);
  const riskLabels: Record<string, string> = RISK_LEVEL_LABELS[locale];
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('trust.title')}
        </Typography>
        <ToneChip tone={color} label={t(`trust.${result}`)} />
      </Box>
      {trust.checks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('trust.noChecks')}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 2,
            rowGap: 1,
            alignItems: 'center',
            maxWidth: 480,
          }}
        >
          {trust.checks.map((check) => (
            <Box key={check.name} sx={{ display: 'contents' }}>
              <Typography component="dt">{check.label}</Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <ToneChip tone={riskColor(check.riskLevel)} label={riskLabels[check.riskLevel] ?? check.riskLevel} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
