import EditIcon from '@mui/icons-material/Edit';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { stepsFor, type WizardStep } from '@terna/domain';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useWizard } from '../components/WizardContext';
import { countryName, languageName } from '../names';
import { useLaunchProcess } from '../hooks/useLaunchProcess';
import { CostText } from './DatesStep';

/** Step 8: everything on one page with an edit link per section, what is missing, the cost, and "Lanzar". */
export default function SummaryStep() {
  const { t } = useTranslation('launch');
  const { data, mode, stepPath } = useWizard();
  const { to } = useLocale();
  const steps = stepsFor(data.kind).filter((step) => step !== 'summary');
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2" ref={headingRef}>
        {mode === 'edit' ? t('summary.editTitle') : t('summary.title')}
      </Typography>
      {data.issues.length > 0 && (
        <Alert severity="warning" component="section" aria-label={t('summary.missing')}>
          <Typography sx={{ fontWeight: 700 }}>{t('summary.missingCount', { count: data.issues.length })}</Typography>
          <List dense disablePadding>
            {data.issues.map((issue, index) => (
              <ListItem key={`${issue.step}-${issue.field}-${index}`} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <ErrorOutlineIcon fontSize="small" color="warning" />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={to(stepPath(issue.step))}>
                      {t(`steps.${issue.step}`)} · {t(`fields.${issue.field}`, { defaultValue: issue.field })}
                    </Link>
                  }
                  secondary={issue.message}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {steps.map((step) => (
        <SummarySection key={step} step={step} />
      ))}
      {mode === 'relaunch' ? <LaunchPanel /> : <EditDone />}
    </Stack>
  );
}

function SummarySection({ step }: { step: WizardStep }) {
  const { t } = useTranslation('launch');
  const { stepPath } = useWizard();
  const { to } = useLocale();
  return (
    <Paper component="section" variant="outlined" aria-label={t(`steps.${step}`)} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {t(`steps.${step}`)}
        </Typography>
        <Button
          size="small"
          startIcon={<EditIcon />}
          component={RouterLink}
          to={to(stepPath(step))}
          aria-label={t('summary.editSection', { section: t(`steps.${step}`) })}
        >
          {t('summary.edit')}
        </Button>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1 }}>
        <SectionFacts step={step} />
      </Box>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function SectionFacts({ step }: { step: WizardStep }) {
  const { t } = useTranslation('launch');
  const { locale } = useLocale();
  const { data } = useWizard();
  const { draft } = data;
  const none = t('summary.none');
  const list = (items: readonly string[] | undefined) => (items?.length ? items.join(', ') : none);
  switch (step) {
    case 'job-profile': {
      const profile = draft.jobProfile ?? {};
      const salary =
        profile.salaryFrom != null || profile.salaryTo != null
          ? `${profile.salaryFrom ?? '…'} – ${profile.salaryTo ?? '…'} ${profile.currencyCode ?? ''}`
          : none;
      return (
        <>
          <Fact label={t('jobProfile.name')}>{profile.name ?? data.name}</Fact>
          <Fact label={t('jobProfile.position')}>{profile.positionName ?? none}</Fact>
          <Fact label={t('jobProfile.publicTitle')}>{profile.publicationInfoName ?? none}</Fact>
          <Fact label={t('jobProfile.place')}>
            {[profile.placeName, profile.countryCode && countryName(profile.countryCode, locale)]
              .filter(Boolean)
              .join(', ') || none}
          </Fact>
          <Fact label={t('jobProfile.temporality')}>
            {profile.jobTemporality ? t(`temporality.${profile.jobTemporality}`) : none}
          </Fact>
          <Fact label={t('jobProfile.salary')}>{salary}</Fact>
          <Fact label={t('jobProfile.confidential')}>{profile.confidential ? t('summary.yes') : t('summary.no')}</Fact>
          <Fact label={t('jobProfile.description')}>{profile.description ?? none}</Fact>
        </>
      );
    }
    case 'curriculum': {
      const cv = draft.curriculum ?? {};
      return (
        <>
          <Fact label={t('curriculum.sections')}>
            {cv.sectionList?.map((item) => `${t(`cvSection.${item.section}`)} ${item.weight}%`).join(' · ') ?? none}
          </Fact>
          <Fact label={t('curriculum.studyAreas')}>{list(cv.education?.studyAreaList)}</Fact>
          <Fact label={t('curriculum.jobTitles')}>{list(cv.experience?.jobTitleList)}</Fact>
          <Fact label={t('curriculum.skills')}>{list(cv.skillList?.map((item) => item.skill))}</Fact>
          <Fact label={t('curriculum.languages')}>
            {list(
              cv.languageList?.map(
                (item) => `${languageName(item.languageId, locale)} (${t(`languageLevel.${item.level}`)})`,
              ),
            )}
          </Fact>
          <Fact label={t('knockout.title')}>{t('summary.count', { count: cv.questionList?.length ?? 0 })}</Fact>
        </>
      );
    }
    case 'competences':
      return (
        <Fact label={t('steps.competences')}>
          {list(
            draft.competences?.competences?.map(
              (item) => `${item.name} ${item.weight}% (${t(`difficulty.${item.difficulty}`)})`,
            ),
          )}
        </Fact>
      );
    case 'tests':
      return (
        <>
          <Fact label={t('tests.disc')}>{draft.tests?.disc ? t('summary.yes') : t('summary.no')}</Fact>
          <Fact label={t('tests.knowledge')}>
            {list(
              draft.tests?.knowledge?.map(
                (item) => `${item.name} · ${item.questionCount} · ${item.time} min · ${item.weight}%`,
              ),
            )}
          </Fact>
        </>
      );
    case 'interview':
      return (
        <>
          <Fact label={t('interview.questions')}>
            {t('summary.count', { count: draft.interview?.questions?.length ?? 0 })}
          </Fact>
          <Fact label={t('interview.answerTime')}>
            {draft.interview?.answerTime ? t('interview.seconds', { count: draft.interview.answerTime }) : none}
          </Fact>
          <Fact label={t('interview.defaultQuestions')}>
            {draft.interview?.defaultQuestions ? t('summary.yes') : t('summary.no')}
          </Fact>
        </>
      );
    case 'components':
      return (
        <Fact label={t('components.weights')}>
          {list(
            draft.components?.components?.map(
              (item) =>
                `${t(`component.${item.componentType}`)} ${item.weight}% (${t('components.minimumShort')} ${item.minValueToPass})`,
            ),
          )}
        </Fact>
      );
    case 'trust-features':
      return (
        <Fact label={t('trust.optional')}>
          {list(draft.trustFeatures?.checks?.map((check) => t(`trustCheck.${check}`)))}
        </Fact>
      );
    case 'dates':
      return (
        <>
          <Fact label={t('dates.start')}>{draft.dates?.startDate ?? none}</Fact>
          <Fact label={t('dates.end')}>{draft.dates?.endDate ?? none}</Fact>
          <Fact label={t('dates.isPublic')}>{draft.dates?.isPublic ? t('summary.yes') : t('summary.no')}</Fact>
          <Fact label={t('dates.boards')}>
            {t('summary.count', { count: draft.dates?.publicationSite?.length ?? 0 })}
          </Fact>
        </>
      );
    case 'summary':
      return null;
  }
}

/** The cost, the balance after launch and "Lanzar". */
function LaunchPanel() {
  const { t } = useTranslation('launch');
  const { data, controlPath } = useWizard();
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { launch, launching } = useLaunchProcess();
  const cost = data.cost;
  const balanceAfter = data.availableCredits !== null && cost ? data.availableCredits - cost.credits : null;
  const processesAfter = data.processesLeft !== null && cost ? data.processesLeft - cost.processes : null;
  const short = (balanceAfter !== null && balanceAfter < 0) || (processesAfter !== null && processesAfter < 0);

  const run = async () => {
    try {
      const result = await launch(data.processId);
      notify({
        message: result.publicLink
          ? t('summary.launched', { name: data.name, link: result.publicLink })
          : t('summary.launchedNoLink', { name: data.name }),
        redirect: { label: t('summary.openControl'), to: to(controlPath(result.process.id)) },
      });
      await navigate(to(`${paths.processList}?status=LAUNCHED`));
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('summary.costTitle')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h3">
          {t('summary.costTitle')}
        </Typography>
        {cost ? (
          <Typography>
            {t('dates.duration', { count: cost.days })} · <CostText credits={cost.credits} processes={cost.processes} />
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('dates.chooseBoth')}</Typography>
        )}
        {data.availableCredits !== null && (
          <Typography>
            {t('summary.balance', { before: data.availableCredits, after: balanceAfter ?? data.availableCredits })}
          </Typography>
        )}
        {data.processesLeft !== null && (
          <Typography>
            {t('summary.processesLeft', { before: data.processesLeft, after: processesAfter ?? data.processesLeft })}
          </Typography>
        )}
        {short && <Alert severity="error">{t('summary.short')}</Alert>}
        <Box>
          <Button
            variant="contained"
            size="large"
            startIcon={launching ? <CircularProgress size={18} color="inherit" /> : <RocketLaunchIcon />}
            disabled={launching || data.issues.length > 0 || short}
            onClick={() => void run()}
          >
            {launching ? t('summary.launching') : t('summary.launch')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function EditDone() {
  const { t } = useTranslation('launch');
  const { data, controlPath } = useWizard();
  const { to } = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        {data.publicLink && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('summary.publicLink')}: <Link href={data.publicLink}>{data.publicLink}</Link>
          </Typography>
        )}
        <Box>
          <Button variant="contained" component={RouterLink} to={to(controlPath(data.processId))}>
            {t('summary.openControl')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
