import CloseIcon from '@mui/icons-material/Close';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, IconButton, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { CHAT_INPUT_HEIGHT, sendsChatMessage, unescapeChatContent } from '@terna/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { formatDateTime } from '@/shared/lib/dates';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useChat, type ChatMessage } from '../hooks/useChat';

export interface ChatPanelProps {
  /** The candidate's participation id: their conversation's id. */
  conversationId: string;
  candidateName: string;
  /** The signed-in user, the author of the messages they send. */
  me: { id: string; name: string; email: string };
  onClose: () => void;
}

/**
 * A candidate's team chat (spec 3 §2): the list (100% of the panel minus the input form), oldest at
 * the top with "load more" above it, own messages on the right in blue with one tick until the
 * server stores them and two after, others' with author and date; Enter sends, a modified Enter does not.
 */
export function ChatPanel({ conversationId, candidateName, me, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const notify = useSnackbar();
  const titleId = useId();
  const helpId = useId();
  const chat = useChat(conversationId, me.id);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const newest = chat.messages?.[0]?.id;

  useEffect(() => {
    if (chat.error) notify({ message: t('loadError', { reason: errorText(chat.error) }), severity: 'error' });
  }, [chat.error, notify, t]);
  // A new message (sent or received) scrolls the list to it; loading older ones keeps the place.
  useEffect(() => {
    const list = listRef.current;
    if (list && newest) list.scrollTop = list.scrollHeight;
  }, [newest]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.length === 0 || /^\s/.test(text)) {
      setInvalid(true);
      return;
    }
    setText('');
    chat
      .send(text, { name: me.name, email: me.email })
      .catch((error: unknown) => notify({ message: t('sendError', { reason: errorText(error) }), severity: 'error' }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!sendsChatMessage(event)) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}
          noWrap
        >
          {t('title', { name: candidateName })}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        ref={listRef}
        role="log"
        aria-label={t('messages')}
        aria-busy={chat.loading}
        sx={{ height: `calc(100% - ${CHAT_INPUT_HEIGHT}px)`, flexGrow: 1, overflowY: 'auto', px: 1.5, py: 1 }}
      >
        {chat.hasMore && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={() => void chat.loadMore()} loading={chat.loadingMore}>
              {t('loadMore')}
            </Button>
          </Box>
        )}
        {chat.loading && (
          <Stack sx={{ gap: 1 }}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} sx={{ ml: 'auto', width: '70%' }} />
          </Stack>
        )}
        {chat.messages?.length === 0 && (
          <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
            {t('empty')}
          </Typography>
        )}
        <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {chat.messages
            ?.slice()
            .reverse()
            .map((message) => (
              <MessageItem key={message.id} message={message} own={message.sender === me.id} />
            ))}
        </Stack>
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{
          minHeight: CHAT_INPUT_HEIGHT,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 1.5,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <TextField
          value={text}
          onChange={(event) => {
            // A leading space is blocked (spec 3 §5): what is typed before any text is dropped.
            setText(event.target.value.replace(/^\s+/, ''));
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          label={t('input')}
          size="small"
          multiline
          maxRows={4}
          fullWidth
          error={invalid}
          helperText={invalid ? t('chat_message', { ns: 'validation' }) : undefined}
          slotProps={{ htmlInput: { 'aria-describedby': helpId } }}
        />
        <span id={helpId} hidden>
          {t('inputHelp')}
        </span>
        <IconButton type="submit" color="primary" aria-label={t('send')} disabled={chat.loading}>
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

function MessageItem({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t } = useTranslation('chat');
  const text = unescapeChatContent(message.content);
  return (
    <Box
      component="li"
      sx={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.25,
        py: 0.75,
        borderRadius: 2,
        bgcolor: own ? 'primary.main' : 'grey.100',
        color: own ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {!own && (
        <Typography variant="caption" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {message.user ? message.user.name || t('unnamedUser') : t('formerUser')} · {formatDateTime(message.createdAt)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      {own && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {message.isSent ? (
            <DoneAllIcon fontSize="inherit" aria-label={t('sent')} />
          ) : (
            <DoneIcon fontSize="inherit" aria-label={t('sending')} />
          )}
        </Box>
      )}
    </Box>
  );
}
