import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VideocamIcon from '@mui/icons-material/Videocam';
import {
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import {
  COMING_MEETING_TOOLS,
  MEETING_DEFAULT_DURATION,
  MEETING_DESCRIPTION_MAX_LENGTH,
  MEETING_DIALOG_WIDTH,
  meetingFormSchema,
  type MeetingForm,
} from '@terna/domain';
import { format } from 'date-fns';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDateField, FormTextField, FormTimeField } from '@/shared/forms';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { PersistentDialog } from '@/shared/ui/PersistentDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useCreateMeeting, useIntegrations, type MeetingValues } from '../hooks/useVirtualInterview';

export interface VirtualInterviewGuest {
  personId: number;
  processId: number;
  name: string;
  email: string | null;
}

type Stage = 'connect' | 'form' | 'link';
const STAGES: Stage[] = ['connect', 'form', 'link'];
/** Answers that mean the saved connection is gone: back to the connect step. */
const RECONNECT_CODES = ['INTEGRATION_RECONNECT', 'INTEGRATION_NOT_CONNECTED'];

/**
 * The virtual interview (spec 3 sections 2 and 4): connect or pick the meeting tool, fill in the
 * meeting, then the link the candidate was sent. 450 px for the connect and link steps, 645 px for
 * the form.
 */
export function VirtualInterviewDialog({ guest, onClose }: { guest: VirtualInterviewGuest; onClose: () => void }) {
  const { t } = useTranslation('virtualInterview');
  const titleId = useId();
  const [stage, setStage] = useState<Stage>('connect');
  const [joinUrl, setJoinUrl] = useState<string | null>(null);
  const toForm = useCallback(() => setStage('form'), []);

  return (
    <PersistentDialog
      open
      maxWidth={stage === 'form' ? MEETING_DIALOG_WIDTH.wide : MEETING_DIALOG_WIDTH.narrow}
      titleId={titleId}
      title={t('title', { name: guest.name })}
      onClose={onClose}
    >
      <Stepper activeStep={STAGES.indexOf(stage)} alternativeLabel sx={{ px: 2, pb: 1 }}>
        {STAGES.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {stage === 'connect' && <ConnectStep onConnected={toForm} onClose={onClose} />}
      {stage === 'form' && (
        <MeetingFormStep
          guest={guest}
          onBack={() => setStage('connect')}
          onCreated={(url) => {
            setJoinUrl(url);
            setStage('link');
          }}
        />
      )}
      {stage === 'link' && joinUrl && <LinkStep joinUrl={joinUrl} guest={guest} onClose={onClose} />}
    </PersistentDialog>
  );
}

function ConnectStep({ onConnected, onClose }: { onConnected: () => void; onClose: () => void }) {
  const { t } = useTranslation('virtualInterview');
  const { t: tc } = useTranslation();
  const notify = useSnackbar();
  const zoom = useIntegrations(onConnected);
  const integration = zoom.integrations.find((item) => item.provider === 'ZOOM');

  useEffect(() => {
    if (zoom.error) notify({ message: t('integrationsError', { reason: errorText(zoom.error) }), severity: 'error' });
  }, [zoom.error, notify, t]);

  const connect = () =>
    zoom.connect('ZOOM').catch((failure: unknown) => notify({ message: errorText(failure), severity: 'error' }));
  const disconnect = () =>
    zoom.disconnect('ZOOM').catch(() => notify({ message: t('disconnectError'), severity: 'error' }));

  let zoomAction;
  if (zoom.loading) zoomAction = <Skeleton variant="rounded" width={96} height={32} />;
  else if (zoom.connecting) zoomAction = <Typography variant="body2">{t('waiting')}</Typography>;
  else if (integration?.active)
    zoomAction = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => void disconnect()} disabled={zoom.disconnecting}>
          {t('disconnect')}
        </Button>
        <Button variant="contained" onClick={onConnected}>
          {t('use')}
        </Button>
      </Box>
    );
  else
    zoomAction = (
      <Button variant="contained" onClick={() => void connect()}>
        {integration ? t('reconnect') : t('connect')}
      </Button>
    );

  return (
    <>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('connectIntro')}
        </Typography>
        <List aria-label={t('tools')}>
          <ListItem sx={{ flexWrap: 'wrap', gap: 1, px: 0 }} secondaryAction={undefined}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <VideocamIcon color="primary" />
            </ListItemIcon>
            <ListItemText
              primary="Zoom"
              secondary={
                integration && !integration.active ? t('reconnectNeeded') : integration ? t('connected') : undefined
              }
              sx={{ flex: '1 1 120px' }}
            />
            {zoomAction}
          </ListItem>
          {COMING_MEETING_TOOLS.map((tool) => (
            <ListItem key={tool} sx={{ px: 0 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <VideocamIcon color="disabled" />
              </ListItemIcon>
              <ListItemText primary={t(`tools_${tool}`)} />
              <Chip size="small" label={t('coming')} />
            </ListItem>
          ))}
        </List>
        {zoom.connecting && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('popupHint')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('cancel')}</Button>
      </DialogActions>
    </>
  );
}

function MeetingFormStep({
  guest,
  onBack,
  onCreated,
}: {
  guest: VirtualInterviewGuest;
  onBack: () => void;
  onCreated: (joinUrl: string) => void;
}) {
  const { t } = useTranslation('virtualInterview');
  const notify = useSnackbar();
  const { create } = useCreateMeeting();
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [schema] = useState(() =>
    meetingFormSchema(today, new Date(), (date, time) => new Date(`${date}T${time}:00`).getTimezoneOffset()),
  );

  const submit = async (values: MeetingValues) => {
    try {
      const meeting = await create(values, guest);
      onCreated(meeting.joinUrl);
    } catch (failure) {
      notify({ message: t('createError', { reason: errorText(failure) }), severity: 'error' });
      if (RECONNECT_CODES.includes(errorCode(failure) ?? '')) onBack();
    }
  };

  return (
    <DialogForm<MeetingForm, MeetingValues>
      schema={schema}
      defaultValues={{
        subject: '',
        description: '',
        date: today,
        time: '',
        duration: String(MEETING_DEFAULT_DURATION),
      }}
      onSubmit={submit}
      onClose={onBack}
      cancelLabel={t('back')}
      submitLabel={t('create')}
    >
      {(form) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField name="subject" label={t('subject')} required fullWidth />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              name="description"
              label={t('description')}
              required
              fullWidth
              multiline
              minRows={3}
              helperText={t('descriptionCount', {
                count: form.watch('description').length,
                max: MEETING_DESCRIPTION_MAX_LENGTH,
              })}
            />
          </Box>
          <FormDateField name="date" label={t('date')} required minDate={new Date(`${today}T00:00:00`)} disablePast />
          <FormTimeField name="time" label={t('time')} required />
          <FormTextField
            name="duration"
            label={t('duration')}
            required
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          />
        </Box>
      )}
    </DialogForm>
  );
}

function LinkStep({ joinUrl, guest, onClose }: { joinUrl: string; guest: VirtualInterviewGuest; onClose: () => void }) {
  const { t } = useTranslation('virtualInterview');
  const notify = useSnackbar();
  const copy = () =>
    navigator.clipboard.writeText(joinUrl).then(
      () => notify({ message: t('copied'), severity: 'success' }),
      () => notify({ message: t('copyError'), severity: 'error' }),
    );
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography role="status">{t('created', { email: guest.email ?? guest.name })}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Link href={joinUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {joinUrl}
          </Link>
          <IconButton aria-label={t('copy')} onClick={() => void copy()}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('exit')}
        </Button>
      </DialogActions>
    </>
  );
}
