import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Badge, Drawer, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { CHAT_PANEL_MAX_WIDTH } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/useSessionData';
import { ChatPanel } from './ChatPanel';

export interface ChatButtonProps {
  /** The candidate's participation id (processPersonId): their conversation's id. */
  processPersonId: number;
  candidateName: string;
  /** Messages of others the user has not read (the list row's unreadMessages). */
  unread: number;
}

/**
 * Opens a candidate's team chat on the right of the page (spec 3 §2, max width 300 px); at the
 * medium breakpoint and below it is a modal drawer over the page.
 */
export function ChatButton({ processPersonId, candidateName, unread }: ChatButtonProps) {
  const { t } = useTranslation('chat');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const label = unread > 0 ? t('openWithUnread', { count: unread }) : t('open');
  return (
    <>
      <IconButton aria-label={label} aria-expanded={open} onClick={() => setOpen(true)}>
        <Badge badgeContent={unread} color="error" max={99}>
          <ChatIcon />
        </Badge>
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        variant={narrow ? 'temporary' : 'persistent'}
        slotProps={{ paper: { sx: { width: '100%', maxWidth: CHAT_PANEL_MAX_WIDTH } } }}
      >
        {open && (
          <ChatPanel
            conversationId={String(processPersonId)}
            candidateName={candidateName}
            me={{
              id: String(user.id),
              name: `${user.firstName} ${user.lastName}`.trim(),
              email: user.mail,
            }}
            onClose={() => setOpen(false)}
          />
        )}
      </Drawer>
    </>
  );
}
