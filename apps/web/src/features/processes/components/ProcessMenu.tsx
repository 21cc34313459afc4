import ArchiveIcon from '@mui/icons-material/Archive';
import AddLinkIcon from '@mui/icons-material/AddLink';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ReplayIcon from '@mui/icons-material/Replay';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SummarizeIcon from '@mui/icons-material/Summarize';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { IconButton } from '@mui/material';
import { useAbility } from '@casl/react';
import { processKind, processMenuItems, type AppAbility, type ProcessMenuItem, type Subject } from '@terna/domain';
import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { graphql } from '@/gql';
import type { ProcessMenu_ProcessFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { ActionMenu } from '@/shared/ui/ActionMenu';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { processPaths, ROUTE_NAMES, type MenuContext } from '../routing';

// The dialogs (forms, validation, date maths) load when one opens: the process list paints without them.
const ArchiveProcessDialog = lazy(() =>
  import('./ArchiveProcessDialog').then((module) => ({ default: module.ArchiveProcessDialog })),
);
const CloneProcessDialog = lazy(() =>
  import('./CloneProcessDialog').then((module) => ({ default: module.CloneProcessDialog })),
);
const CloseProcessDialog = lazy(() =>
  import('./CloseProcessDialog').then((module) => ({ default: module.CloseProcessDialog })),
);
const ExtendProcessDialog = lazy(() =>
  import('./ExtendProcessDialog').then((module) => ({ default: module.ExtendProcessDialog })),
);
const NotifyPendingDialog = lazy(() =>
  import('./NotifyPendingDialog').then((module) => ({ default: module.NotifyPendingDialog })),
);

export const ProcessMenuFragment = graphql(`
  fragment ProcessMenu_process on Process {
    id
    processName
    statusName
    typeCompanyPlan
    environmentTypeName
    fullProfile
    archived
    complete
    children
    url
    trustUrl
    startDate
    endDate
  }
`);

/** The permission each item needs besides its state rule; items not listed only need to see the process. */
const ITEM_ABILITY: Partial<Record<ProcessMenuItem, [action: string, subject: Subject]>> = {
  launch: ['create', 'Process'],
  edit: ['update', 'Process'],
  extend: ['extend', 'Process'],
  archive: ['archive', 'Process'],
  relaunch: ['create', 'Process'],
  close: ['close', 'Process'],
};

/**
 * Ours, besides spec 1's items (issue 21): reminding every candidate still being evaluated, as
 * sendNotificationByProcessId does; a LAUNCHED process whose candidates have e-mail (not basic).
 */
type MenuItem = ProcessMenuItem | 'notifyPending';

const ITEM_ICONS: Record<MenuItem, ReactElement> = {
  notifyPending: <NotificationsActiveIcon fontSize="small" />,
  monitoring: <GroupsIcon fontSize="small" />,
  launch: <RocketLaunchIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
  extend: <MoreTimeIcon fontSize="small" />,
  archive: <ArchiveIcon fontSize="small" />,
  relaunch: <ReplayIcon fontSize="small" />,
  copyCandidateLink: <LinkIcon fontSize="small" />,
  copyTrustLink: <AddLinkIcon fontSize="small" />,
  summary: <SummarizeIcon fontSize="small" />,
  close: <LockIcon fontSize="small" />,
};

type DialogName = 'close' | 'clone' | 'extend' | 'archive' | 'notifyPending';

/** The process menu of spec 1 section 6: the items the process state allows and the user may use. */
export function ProcessMenu({ process, context }: { process: ProcessMenu_ProcessFragment; context: MenuContext }) {
  const { t } = useTranslation('processes');
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const ability = useAbility<AppAbility>();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<DialogName | null>(null);

  const specItems: MenuItem[] = processMenuItems(
    {
      status: process.statusName,
      typeCompanyPlan: process.typeCompanyPlan,
      environmentType: process.environmentTypeName,
      hasChildren: process.children.length > 0,
      archived: process.archived,
    },
    context === 'monitoring',
  ).filter((item) => {
    const needed = ITEM_ABILITY[item];
    return !needed || ability.can(...needed);
  });
  const canNotify =
    process.statusName === 'LAUNCHED' &&
    processKind({
      typeCompanyPlan: process.typeCompanyPlan,
      environmentType: process.environmentTypeName,
      fullProfile: process.fullProfile,
    }) !== 'CONTROLLED_BASIC' &&
    ability.can('update', 'Candidate');
  const items: MenuItem[] = canNotify ? [...specItems, 'notifyPending'] : specItems;

  const copy = async (link: string | null | undefined) => {
    try {
      if (!link) throw new Error('no link');
      await navigator.clipboard.writeText(link);
      notify({ message: t('menu.linkCopied') });
    } catch {
      notify({ message: t('menu.linkCopyError'), severity: 'error' });
    }
  };

  const choose = (item: MenuItem) => {
    switch (item) {
      case 'monitoring':
        return void navigate(to(processPaths.control(process.id)));
      case 'launch':
        // A draft with its job opportunity goes straight to launch; without one the profile comes first.
        return void navigate(
          to(
            process.complete
              ? processPaths.page('relaunch', process)
              : processPaths.profiles(process.id, ROUTE_NAMES[context]),
          ),
        );
      case 'edit':
        return void navigate(to(processPaths.page('edit', process)));
      case 'summary':
        return void navigate(to(processPaths.page('summary', process)));
      case 'copyCandidateLink':
        return void copy(process.url);
      case 'copyTrustLink':
        return void copy(process.trustUrl);
      case 'relaunch':
        return setDialog('clone');
      default:
        return setDialog(item);
    }
  };

  const unarchive = (item: MenuItem) => item === 'archive' && process.archived;
  const closeDialog = () => setDialog(null);

  return (
    <>
      <IconButton
        aria-label={t('menu.open', { name: process.processName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <ActionMenu
        id={menuId}
        anchor={anchor}
        entries={items.map((item) => ({
          item,
          icon: unarchive(item) ? <UnarchiveIcon fontSize="small" /> : ITEM_ICONS[item],
          label: unarchive(item) ? t('menu.unarchive') : t(`menu.${item}`),
        }))}
        emptyLabel={t('menu.empty')}
        onChoose={choose}
        onClose={() => setAnchor(null)}
      />
      <Suspense fallback={null}>
        {dialog === 'close' && <CloseProcessDialog process={process} onClose={closeDialog} />}
        {dialog === 'clone' && <CloneProcessDialog process={process} onClose={closeDialog} />}
        {dialog === 'extend' && <ExtendProcessDialog process={process} onClose={closeDialog} />}
        {dialog === 'archive' && <ArchiveProcessDialog process={process} onClose={closeDialog} />}
        {dialog === 'notifyPending' && <NotifyPendingDialog process={process} onClose={closeDialog} />}
      </Suspense>
    </>
  );
}
