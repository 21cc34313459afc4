import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ResourceItemFieldsFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import { ResourceKindIcon } from './ResourceKindIcon';

export interface ResourceCardProps {
  item: ResourceItemFieldsFragment;
  /** A Terna administrator's actions; absent for everyone else. */
  onEdit?: (item: ResourceItemFieldsFragment) => void;
  onDelete?: (item: ResourceItemFieldsFragment) => void;
}

export const guidePath = (slug: string) => paths.resourceCenterGuide.replace(':slug', encodeURIComponent(slug));

/** One item: its kind, title, summary and language, and the way to open it (a guide's page, a video, a file). */
export function ResourceCard({ item, onEdit, onDelete }: ResourceCardProps) {
  const { t } = useTranslation('resourceCenter');
  const { to } = useLocale();
  const titleId = `resource-${item.id}-title`;
  const open =
    item.kind === 'GUIDE' ? (
      <Button component={RouterLink} to={to(guidePath(item.slug))} aria-describedby={titleId}>
        {t('open.GUIDE')}
      </Button>
    ) : (
      <Button
        component="a"
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
        aria-describedby={titleId}
      >
        {t(`open.${item.kind}`)}
        <Box component="span" sx={visuallyHidden}>{` ${t('newTab')}`}</Box>
      </Button>
    );
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <ResourceKindIcon kind={item.kind} color="primary" />
          <Typography variant="overline" color="text.secondary">
            {t(`kind.${item.kind}`)}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`language.${item.language}`)} />
          {!item.published && <Chip size="small" color="warning" label={t('draft')} />}
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        {open}
        {(onEdit || onDelete) && (
          <Box>
            {onEdit && (
              <Tooltip title={t('edit.action')}>
                <IconButton aria-label={t('edit.actionFor', { title: item.title })} onClick={() => onEdit(item)}>
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
            )}
            {onDelete && (
              <Tooltip title={t('delete.action')}>
                <IconButton aria-label={t('delete.actionFor', { title: item.title })} onClick={() => onDelete(item)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        )}
      </CardActions>
    </Card>
  );
}
