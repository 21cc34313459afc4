import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RolesMatrix } from './RolesMatrix';
import { UsersList } from './UsersList';

const TABS = ['users', 'roles'] as const;

/** The users area (/cap/users and /account/users): the members and invitations, and the roles with their permissions. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const [tab, setTab] = useState<(typeof TABS)[number]>('users');
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, value: (typeof TABS)[number]) => setTab(value)} aria-label={t('tabs.label')}>
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'users' ? <UsersList /> : <RolesMatrix />}
      </Box>
    </Box>
  );
}
