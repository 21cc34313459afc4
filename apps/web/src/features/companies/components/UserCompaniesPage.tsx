import { useQuery } from '@apollo/client/react';
import {
  Avatar,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { Logo } from '@/shared/ui/Logo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { MyCompaniesQuery } from '../graphql/companies.graphql';
import { useSwitchCompany } from '../hooks/useSwitchCompany';

/** user-companies: the companies the user belongs to, to act in another one. */
export function UserCompaniesPage() {
  const { t } = useTranslation('companies');
  const { to } = useLocale();
  const notify = useSnackbar();
  const { data, loading } = useQuery(MyCompaniesQuery);
  const { switchTo, switching } = useSwitchCompany();

  const enter = async (companyId: number) => {
    try {
      await switchTo(companyId);
    } catch (error) {
      notify({ message: `${t('switchError')} ${errorText(error)}`, severity: 'error' });
    }
  };

  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ mb: 2 }}>
          <Logo />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
        <List aria-busy={loading}>
          {loading &&
            Array.from({ length: 2 }, (_, index) => (
              <ListItem key={index}>
                <Skeleton variant="rounded" height={48} sx={{ width: '100%' }} />
              </ListItem>
            ))}
          {data?.myCompanies.map((company) => (
            <ListItem
              key={company.id}
              divider
              secondaryAction={
                company.current ? (
                  <Chip label={t('current')} color="primary" size="small" />
                ) : (
                  <Button
                    variant="outlined"
                    size="small"
                    loading={switching === company.id}
                    onClick={() => void enter(company.id)}
                  >
                    {t('enter')}
                  </Button>
                )
              }
            >
              <ListItemAvatar>
                <Avatar src={company.logoUrl ?? undefined} alt="">
                  {company.commercialName.charAt(0)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={company.commercialName} secondary={t(`roles.${company.role}`)} />
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to={to(paths.processList)}>
          {t('back')}
        </Button>
      </Paper>
    </Box>
  );
}
