import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardActionArea, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { LaunchProductsQuery as LaunchProductsData } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useLaunchProducts, useStartProcessDraft } from '../hooks/useLaunchProducts';

type Product = LaunchProductsData['launchProducts']['products'][number];

/** Why a product card cannot be chosen, or null when it can. */
export function productRefusal(product: Product): 'inactive' | 'noCredits' | 'quota' | null {
  if (product.planStatus !== 'ACTIVE') return 'inactive';
  if (product.productActive) return 'quota';
  if (!product.available) return product.typeCompanyPlan === 'CREDIT' ? 'noCredits' : 'inactive';
  return null;
}

interface ProductPageProps {
  /** Where a new draft goes to choose its profile, without the locale. */
  profilesPath: (processId: number) => string;
}

/**
 * cap-product: the products the company can launch, grouped by plan. With exactly one launchable
 * plan the product-selection guard chooses it (a CREDIT plan still offers its three kinds); a
 * process plan whose quota is in use goes to cap-product-errorProductActive.
 */
export function ProductPage({ profilesPath }: ProductPageProps) {
  const { t } = useTranslation('launch');
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { products, loading, error, refetch } = useLaunchProducts();
  const { start, starting } = useStartProcessDraft();
  const autoStarted = useRef(false);

  const choose = async (product: Product) => {
    if (productRefusal(product) === 'quota') return void navigate(to(paths.productErrorActive));
    try {
      const id = await start(product);
      await navigate(to(profilesPath(id)));
    } catch (startError) {
      notify({ message: errorText(startError), severity: 'error' });
    }
  };

  const cards = products?.autoSelectedPlanType
    ? products.products.filter((product) => product.typeCompanyPlan === products.autoSelectedPlanType)
    : (products?.products ?? []);
  const single = cards.length === 1 ? cards[0] : undefined;

  // The guard's choice of a single product (a process or trust plan) starts the draft at once.
  useEffect(() => {
    if (!single || !products?.autoSelectedPlanType || autoStarted.current || productRefusal(single) === 'inactive')
      return;
    autoStarted.current = true;
    void choose(single);
  });

  if (!products) {
    if (error && !loading) {
      return (
        <EmptyState
          message={t('product.loadFailed', { reason: errorText(error) })}
          action={{ label: t('retry', { ns: 'common' }), onClick: () => void refetch().catch(() => undefined) }}
        />
      );
    }
    return <ProductSkeleton />;
  }
  if (products.products.length === 0) return <EmptyState message={t('product.none')} />;
  if (single && products.autoSelectedPlanType && productRefusal(single) === 'quota') {
    return <Navigate to={to(paths.productErrorActive)} replace />;
  }

  const plans = [...new Map(cards.map((product) => [product.planConfigId, product])).values()];
  return (
    <Stack spacing={3} aria-busy={starting}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('product.title')}
        </Typography>
        <Typography color="text.secondary">{t('product.subtitle')}</Typography>
      </Box>
      {plans.map((plan) => (
        <Box component="section" key={plan.planConfigId} aria-label={t(`plan.${plan.typeCompanyPlan}`)}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {t(`plan.${plan.typeCompanyPlan}`)}
            </Typography>
            <Chip
              size="small"
              color={plan.planStatus === 'ACTIVE' ? 'success' : 'default'}
              label={t(`planStatus.${plan.planStatus}`, { defaultValue: plan.planStatus })}
            />
            {plan.availableCredits != null && (
              <Chip size="small" variant="outlined" label={t('product.credits', { count: plan.availableCredits })} />
            )}
            {plan.processesLeft != null && (
              <Chip size="small" variant="outlined" label={t('product.processesLeft', { count: plan.processesLeft })} />
            )}
          </Stack>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cards
              .filter((product) => product.planConfigId === plan.planConfigId)
              .map((product) => (
                <Grid key={`${product.planConfigId}-${product.kind}`} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <ProductCard product={product} disabled={starting} onChoose={() => void choose(product)} />
                </Grid>
              ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}

function ProductCard({ product, disabled, onChoose }: { product: Product; disabled: boolean; onChoose: () => void }) {
  const { t } = useTranslation('launch');
  const refusal = productRefusal(product);
  // A used-up process plan stays clickable: it leads to the page explaining how to get more.
  const blocked = refusal === 'inactive' || refusal === 'noCredits';
  return (
    <Card variant="outlined" sx={{ height: '100%', opacity: blocked ? 0.6 : 1 }}>
      <CardActionArea
        onClick={onChoose}
        disabled={disabled || blocked}
        sx={{ height: '100%', alignItems: 'stretch' }}
        aria-describedby={refusal ? `refusal-${product.planConfigId}-${product.kind}` : undefined}
      >
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {!refusal && <CheckCircleIcon color="success" fontSize="small" />}
            <Typography variant="h6" component="h3">
              {t(`kind.${product.kind}.name`)}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t(`kind.${product.kind}.description`)}</Typography>
          {refusal && (
            <Typography id={`refusal-${product.planConfigId}-${product.kind}`} color="error.dark" variant="body2">
              {t(`product.refusal.${refusal}`)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ProductSkeleton() {
  return (
    <Stack spacing={2} aria-busy>
      <Skeleton variant="text" width="40%" height={48} />
      <Grid container spacing={2}>
        {Array.from({ length: 3 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={140} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
