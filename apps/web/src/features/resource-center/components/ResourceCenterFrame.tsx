import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ResourceKind } from '@terna/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { useResourcePublisher } from '../hooks/useResourcePublisher';
import { guidePath } from './ResourceCard';
import { ResourceEditorDialog } from './ResourceEditorDialog';

const SECTIONS = [
  { key: 'home', path: paths.resourceCenter },
  { key: 'videos', path: paths.resourceCenterVideos },
  { key: 'documents', path: paths.resourceCenterDocuments },
] as const;

export type ResourceSection = (typeof SECTIONS)[number]['key'];

interface ResourceCenterFrameProps {
  section: ResourceSection;
  /** The kind a new item starts as. */
  publishKind?: ResourceKind;
  children: ReactNode;
}

/** The resource centre's page: its title, its sections as tabs, and for Terna administrators the "Publicar" button. */
export function ResourceCenterFrame({ section, publishKind, children }: ResourceCenterFrameProps) {
  const { t } = useTranslation('resourceCenter');
  const { to } = useLocale();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const publisher = useResourcePublisher();
  return (
    <Box component="main" id="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        {publisher && (
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setPublishing(true)}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, flexShrink: 0 }}
          >
            {t('publish.action')}
          </Button>
        )}
      </Stack>
      <Tabs
        component="nav"
        aria-label={t('sections.label')}
        value={section}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={t(`sections.${item.key}`)}
            component={RouterLink}
            to={to(item.path)}
            aria-current={item.key === section ? 'page' : undefined}
          />
        ))}
      </Tabs>
      {children}
      <ResourceEditorDialog
        open={publishing}
        item={null}
        initialKind={publishKind}
        onClose={() => setPublishing(false)}
        onSaved={(saved) => {
          if (saved.kind === 'GUIDE') void navigate(to(guidePath(saved.slug)));
        }}
      />
    </Box>
  );
}
