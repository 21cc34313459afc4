import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_CODE } from '@terna/domain';
import { PortalApiError, portalSession } from '../api';
import type { ProcessRef } from '../router';
import type { EntryInfo, PortalSession } from '../types';
import { TextInput } from '../TextInput';
import { Flex, LoadingBlocks, OUTLINED_CARD, StatusPage, errorText, useNotify } from '../ui';
import { entryApi, type EntryRef } from './entry-api';

/** Seconds before another code may be asked for: the server also rate-limits, this keeps taps from hitting it. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Entry answers the server gives as a status rather than a failure (docs/api/portal.md). */
const STATUS_CODES = ['CLOSED', 'OUT_OF_DATE', 'NOT_STARTED'] as const;
type ClosedStatus = (typeof STATUS_CODES)[number];

export type EntryState =
  { state: 'loading' } | { state: 'ready'; info: EntryInfo } | { state: 'failed'; error: unknown; retry: () => void };

/** The page for a process the candidate cannot enter now. */
export function ProcessStatusPage({ status }: { status: ClosedStatus | 'NOT_FOUND' }) {
  const { t } = useTranslation();
  return <StatusPage title={t(`entry.status.${status}.title`)} body={t(`entry.status.${status}.body`)} />;
}

/** The status page for a refusal: the entry calls answer PROCESS_CLOSED and the like (docs/api/portal.md). */
export function statusOfError(error: unknown): ClosedStatus | 'NOT_FOUND' | null {
  if (!(error instanceof PortalApiError)) return null;
  const code = (error.code ?? '').replace(/^PROCESS_/, '');
  if ((STATUS_CODES as readonly string[]).includes(code)) return code as ClosedStatus;
  return error.status === 404 && error.code === 'NOT_FOUND' ? 'NOT_FOUND' : null;
}

/** A refusal of an entry call: the status page when the process closed meanwhile, else the snackbar. */
type Report = (error: unknown) => void;

function EmailCodeForm({
  entryRef,
  askNames,
  onSession,
  report,
}: {
  entryRef: EntryRef;
  askNames: boolean;
  onSession: (session: PortalSession) => void;
  report: Report;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const sendCode = async () => {
    setBusy(true);
    setFieldErrors({});
    try {
      await entryApi.sendCode(entryRef, email.trim());
      setStage('code');
      setCooldown(RESEND_COOLDOWN_SECONDS);
      notify(t('entry.code.sent', { email: email.trim() }), 'success');
      window.setTimeout(() => codeInput.current?.focus(), 0);
    } catch (error) {
      if (error instanceof PortalApiError && error.fields) setFieldErrors(error.fields);
      report(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setBusy(true);
    setFieldErrors({});
    try {
      const names = askNames ? { firstName: firstName.trim(), lastName: lastName.trim() } : {};
      onSession(await entryApi.verify(entryRef, { email: email.trim(), code, ...names }));
    } catch (error) {
      if (error instanceof PortalApiError && error.fields) setFieldErrors(error.fields);
      report(error);
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (stage === 'email' ? sendCode() : verify());
  };

  const codeComplete = new RegExp(`^\\d{${PORTAL_CODE.length}}$`).test(code);
  const namesComplete = !askNames || (firstName.trim() !== '' && lastName.trim() !== '');
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('entry.identify.title')}>
      <Flex gap={2}>
        <TextInput
          label={t('entry.identify.email')}
          type="email"
          autoComplete="email"
          inputProps={{ inputMode: 'email' }}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={stage === 'code' || busy}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email ?? (stage === 'email' ? t('entry.identify.emailHelp') : undefined)}
          fullWidth
        />
        {stage === 'email' ? (
          <Button type="submit" variant="contained" size="large" disabled={busy || !email.includes('@')}>
            {busy ? t('working') : t('entry.code.send')}
          </Button>
        ) : (
          <>
            <TextInput
              inputRef={codeInput}
              label={t('entry.code.label', { length: PORTAL_CODE.length })}
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, PORTAL_CODE.length))}
              error={Boolean(fieldErrors.code)}
              helperText={fieldErrors.code ?? t('entry.code.help', { email: email.trim() })}
              inputProps={{ maxLength: PORTAL_CODE.length, pattern: '[0-9]*', inputMode: 'numeric' }}
              fullWidth
            />
            {askNames && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('entry.identify.namesHelp')}
                </Typography>
                <TextInput
                  label={t('entry.identify.firstName')}
                  autoComplete="given-name"
                  required
                  value={firstName}
                  onChange={(event) => setFirstName(event.target.value)}
                  error={Boolean(fieldErrors.firstName)}
                  helperText={fieldErrors.firstName}
                  fullWidth
                />
                <TextInput
                  label={t('entry.identify.lastName')}
                  autoComplete="family-name"
                  required
                  value={lastName}
                  onChange={(event) => setLastName(event.target.value)}
                  error={Boolean(fieldErrors.lastName)}
                  helperText={fieldErrors.lastName}
                  fullWidth
                />
              </>
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy || !codeComplete || !namesComplete}>
              {busy ? t('working') : t('entry.code.verify')}
            </Button>
            <Flex row gap={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Button
                onClick={() => {
                  setStage('email');
                  setCode('');
                }}
                disabled={busy}
              >
                {t('entry.code.changeEmail')}
              </Button>
              <Button onClick={() => void sendCode()} disabled={busy || cooldown > 0} aria-live="polite">
                {cooldown > 0 ? t('entry.code.resendIn', { seconds: cooldown }) : t('entry.code.resend')}
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Box>
  );
}

function IdentificationForm({
  processId,
  onSession,
  report,
}: {
  processId: number | string;
  onSession: (session: PortalSession) => void;
  report: Report;
}) {
  const { t } = useTranslation();
  const [identification, setIdentification] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSession(await entryApi.identification(processId, identification.trim()));
    } catch (error) {
      report(error);
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('entry.identify.title')}>
      <Flex gap={2}>
        <TextInput
          label={t('entry.identify.identification')}
          autoComplete="off"
          required
          value={identification}
          onChange={(event) => setIdentification(event.target.value)}
          helperText={t('entry.identify.identificationHelp')}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || identification.trim() === ''}>
          {busy ? t('working') : t('entry.identify.enter')}
        </Button>
      </Flex>
    </Box>
  );
}

/** Why the personal link did not sign the candidate in: it expired (a renewed one would), or it is not valid. */
type InvitationRefusal = 'expired' | 'refused';

/** Signs in with the personal link's token as soon as the page opens; a refused token falls back to the e-mail code. */
function InvitationSignIn({
  processId,
  token,
  onSession,
  onRefused,
  report,
}: {
  processId: number | string;
  token: string;
  onSession: (session: PortalSession) => void;
  onRefused: (refusal: InvitationRefusal) => void;
  report: Report;
}) {
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    entryApi.invitation(processId, token).then(onSession, (error: unknown) => {
      // An expired link is explained on the page, with what to do; anything else also gets the snackbar.
      if (error instanceof PortalApiError && error.code === 'INVITATION_EXPIRED') return onRefused('expired');
      report(error);
      onRefused('refused');
    });
  }, [processId, token, onSession, onRefused, report]);
  return (
    <Flex gap={2} sx={{ alignItems: 'center', py: 2 }} role="status">
      <Typography>{t('entry.invitation.signingIn')}</Typography>
    </Flex>
  );
}

/**
 * The first screen: what the process is, and how the candidate identifies (docs/api/portal.md,
 * "Entry"). A process that is not open shows its status page.
 */
export function EntryScreen({
  entry,
  processRef,
  invitation,
  onSession,
}: {
  entry: EntryState;
  processRef: ProcessRef;
  invitation: string | null;
  onSession: (session: PortalSession) => void;
}) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [invitationRefusal, setInvitationRefusal] = useState<InvitationRefusal | null>(null);
  const [closedMeanwhile, setClosedMeanwhile] = useState<ClosedStatus | null>(null);
  const report = useCallback(
    (error: unknown) => {
      const status = statusOfError(error);
      if (status && status !== 'NOT_FOUND') setClosedMeanwhile(status);
      else notify(errorText(error, t('errors.generic')));
    },
    [notify, t],
  );
  if (closedMeanwhile) return <ProcessStatusPage status={closedMeanwhile} />;
  if (entry.state === 'loading') return <LoadingBlocks lines={5} />;
  if (entry.state === 'failed') {
    const status = statusOfError(entry.error);
    if (status) return <ProcessStatusPage status={status} />;
    return (
      <StatusPage
        title={t('errors.loadTitle')}
        body={errorText(entry.error, t('errors.generic'))}
        action={{ label: t('retry'), onClick: entry.retry }}
      />
    );
  }
  const { info } = entry;
  if (info.status !== 'OPEN') return <ProcessStatusPage status={info.status} />;
  const entryRef: EntryRef = 'slug' in processRef ? processRef : { processId: info.processId };
  const signIn = (session: PortalSession) => {
    portalSession.set(session);
    onSession(session);
  };
  const endDate = info.endDate
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(info.endDate))
    : null;
  return (
    <Flex gap={3}>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('entry.applyTo')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {info.processName}
        </Typography>
        {endDate && (
          <Typography variant="body2" color="text.secondary">
            {t('entry.until', { date: endDate })}
          </Typography>
        )}
        {info.description && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }} color="text.primary">
            {info.description}
          </Typography>
        )}
      </Box>
      <Box sx={OUTLINED_CARD}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('entry.identify.title')}
        </Typography>
        {invitation && !invitationRefusal ? (
          <InvitationSignIn
            processId={info.processId}
            token={invitation}
            onSession={signIn}
            onRefused={setInvitationRefusal}
            report={report}
          />
        ) : info.identifyBy === 'IDENTIFICATION' ? (
          <IdentificationForm processId={info.processId} onSession={signIn} report={report} />
        ) : (
          <>
            {invitationRefusal === 'expired' && (
              <Alert severity="warning" role="status" sx={{ mb: 2 }}>
                <AlertTitle>{t('entry.invitation.expired.title')}</AlertTitle>
                {t('entry.invitation.expired.body', { company: info.companyName })}
              </Alert>
            )}
            {invitationRefusal === 'refused' && (
              <Typography role="status" sx={{ mb: 2 }}>
                {t('entry.invitation.refused')}
              </Typography>
            )}
            <EmailCodeForm entryRef={entryRef} askNames={'slug' in processRef} onSession={signIn} report={report} />
          </>
        )}
      </Box>
    </Flex>
  );
}
