import { useAbility } from '@casl/react';
import { Avatar, Box, Card, CardContent, Chip, Grid, Skeleton, Typography } from '@mui/material';
import type { AppAbility } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { useClientInfo } from '@/shared/session/useSessionData';
import { CompanyLogoUpload } from './CompanyLogoUpload';

const STATUS_COLOR = { ACTIVE: 'success', INACTIVE: 'default', EXPIRED: 'warning', CANCELLED: 'error' } as const;

/** cap-my-company-home: the company, its plans with their credit balances, and its features. */
export function CompanyHomePage() {
  const { t } = useTranslation('company');
  const { clientInfo, loading } = useClientInfo();
  const ability = useAbility<AppAbility>();

  if (loading || !clientInfo) {
    return <Skeleton variant="rounded" height={240} aria-label={t('loading', { ns: 'common' })} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={clientInfo.logoUrl ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
          {clientInfo.commercialName.charAt(0)}
        </Avatar>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {clientInfo.commercialName}
          </Typography>
          <Typography color="text.secondary">
            {t('home.legalName')}: {clientInfo.companyName} · {t('home.country')}: {clientInfo.countryName}
          </Typography>
          {ability.can('full', 'Company') && <CompanyLogoUpload />}
        </Box>
      </Box>
      <section aria-labelledby="plans-title">
        <Typography id="plans-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('home.plans')}
        </Typography>
        <Grid container spacing={2}>
          {clientInfo.plans.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{plan.typeCompanyPlan.Label}</Typography>
                    <Chip
                      size="small"
                      label={t(`home.planStatus.${plan.planConfig.planStatus}`)}
                      color={STATUS_COLOR[plan.planConfig.planStatus as keyof typeof STATUS_COLOR] ?? 'default'}
                    />
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('home.balance', { count: plan.planConfig.creditAccount.availableBalance })}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>
      <section aria-labelledby="features-title">
        <Typography id="features-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('home.features')}
        </Typography>
        {clientInfo.features.length === 0 ? (
          <Typography color="text.secondary">{t('home.noFeatures')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {clientInfo.features
              .filter((feature) => feature.status)
              .map((feature) => (
                <Chip
                  key={feature.name}
                  label={t(`home.featureNames.${feature.name}`, { defaultValue: feature.name })}
                  variant="outlined"
                />
              ))}
          </Box>
        )}
      </section>
    </Box>
  );
}
