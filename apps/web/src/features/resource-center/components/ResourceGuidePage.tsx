import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { paths } from '@/shared/lib/paths';
import { MessagePage } from '@/shared/ui/MessagePage';
import { useResourceGuide } from '../hooks/useResourceGuide';
import { useResourcePublisher } from '../hooks/useResourcePublisher';
import { DeleteResourceDialog } from './DeleteResourceDialog';
import { ResourceEditorDialog } from './ResourceEditorDialog';
import { ResourceKindIcon } from './ResourceKindIcon';
import { MarkdownView } from './MarkdownView';

/** /resource-center/guides/:slug: a guide to read, at a comfortable line length; Terna administrators edit or delete it here. */
export function ResourceGuidePage() {
  const { t } = useTranslation('resourceCenter');
  const { slug = '' } = useParams();
  const { to } = useLocale();
  const navigate = useNavigate();
  const { guide, loading, error } = useResourceGuide(slug);
  const publisher = useResourcePublisher();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Button
      component={RouterLink}
      to={to(paths.resourceCenter)}
      startIcon={<ArrowBackIcon aria-hidden />}
      sx={{ mb: 2 }}
    >
      {t('guide.back')}
    </Button>
  );

  if (error && !guide) {
    if (errorCode(error) === 'NOT_FOUND')
      return (
        <MessagePage
          title={t('guide.notFound')}
          body={t('guide.notFoundBody')}
          action={{ label: t('guide.back'), to: to(paths.resourceCenter) }}
        />
      );
    return (
      <Box component="main" id="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 820, mx: 'auto' }}>
        {back}
        <Typography role="alert" color="error">
          {t('loadError', { reason: errorText(error) })}
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="main" id="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 820, mx: 'auto', width: '100%' }}>
      {back}
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} aria-busy={loading}>
        {loading || !guide ? (
          <>
            <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="70%" />
            <Skeleton width="40%" />
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} width={index % 3 === 2 ? '60%' : '100%'} />
            ))}
          </>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
              <ResourceKindIcon kind="GUIDE" color="primary" />
              <Typography variant="overline" color="text.secondary">
                {t('kind.GUIDE')}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`language.${guide.language}`)} />
              {!guide.published && <Chip size="small" color="warning" label={t('draft')} />}
            </Stack>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
            >
              {guide.title}
            </Typography>
            {guide.description && (
              <Typography color="text.secondary" sx={{ mt: 1, fontSize: '1.1rem' }}>
                {guide.description}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('guide.updated', { date: formatDate(guide.updatedAt) })}
            </Typography>
            {publisher && (
              <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  startIcon={<EditOutlinedIcon aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {t('edit.action')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlineIcon aria-hidden />}
                  onClick={() => setDeleting(true)}
                >
                  {t('delete.action')}
                </Button>
              </Stack>
            )}
            <Box sx={{ mt: 3 }}>
              <MarkdownView body={guide.body} />
            </Box>
          </>
        )}
      </Paper>
      {guide && (
        <>
          <ResourceEditorDialog open={editing} item={guide} onClose={() => setEditing(false)} />
          <DeleteResourceDialog
            item={deleting ? guide : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate(to(paths.resourceCenter), { replace: true })}
          />
        </>
      )}
    </Box>
  );
}
