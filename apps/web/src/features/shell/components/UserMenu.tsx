import { IconButton } from '@mui/material';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpenedOnce } from '@/shared/ui/OpenedOnce';
import { UserAvatar } from './UserAvatar';

const UserMenuPanel = lazy(() => import('./UserMenuPanel').then((module) => ({ default: module.UserMenuPanel })));

/** The user menu of spec 2 section 2.2: the avatar button; the popover loads when first opened. */
export function UserMenu({ showCredits }: { showCredits: boolean }) {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <IconButton
        aria-label={t('userMenu.open')}
        aria-haspopup="dialog"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <UserAvatar size={36} />
      </IconButton>
      <OpenedOnce open={Boolean(anchor)}>
        <UserMenuPanel id={menuId} anchor={anchor} onClose={() => setAnchor(null)} showCredits={showCredits} />
      </OpenedOnce>
    </>
  );
}
