import { Alert, Checkbox, FormControlLabel, FormGroup, Skeleton, Stack, Typography } from '@mui/material';
import { launchCost, type DatesStep as Dates } from '@terna/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/shared/forms';
import { catalogueApi } from '../catalogues';
import { FormSwitch } from '../components/fields';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';
import { useRestData } from '../hooks/useRestData';

type DatesForm = Omit<Dates, 'startDate' | 'endDate'> & { startDate: string; endDate: string };

/** Step 7: the publication's start and end, what it costs, the job boards and the public link. */
export default function DatesStep() {
  const { t } = useTranslation('launch');
  const { data, lock } = useWizard();
  const initial: DatesForm = { startDate: '', endDate: '', publicationSite: [], isPublic: true, ...data.draft.dates };
  const startLock = lock('startDate');
  const publicationLock = lock('publication');
  return (
    <StepForm step="dates" initial={initial}>
      {() => (
        <>
          <StepSection title={t('dates.period')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField
                name="startDate"
                label={t('dates.start')}
                required
                disabled={Boolean(startLock)}
                helperText={startLock}
                disablePast={!startLock}
              />
              <FormDateField
                name="endDate"
                label={t('dates.end')}
                required
                disablePast
                helperText={
                  data.editRules?.maxEndDate ? t('dates.maxEnd', { day: data.editRules.maxEndDate }) : undefined
                }
              />
            </Stack>
            <CostPreview />
          </StepSection>
          <StepSection title={t('dates.publication')}>
            <FormSwitch name="isPublic" label={t('dates.isPublic')} disabled={Boolean(publicationLock)} />
            <JobBoards disabled={Boolean(publicationLock)} />
          </StepSection>
        </>
      )}
    </StepForm>
  );
}

/** The days and what launching costs for them, live as the dates change. */
function CostPreview() {
  const { t } = useTranslation('launch');
  const { data } = useWizard();
  const { watch } = useFormContext<DatesForm>();
  const [startDate, endDate] = watch(['startDate', 'endDate']);
  if (data.statusName !== 'DRAFT') return null;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{4}-\d{2}-\d{2}$/.test(endDate) && startDate < endDate;
  if (!valid) return <Typography color="text.secondary">{t('dates.chooseBoth')}</Typography>;
  const cost = launchCost(data.typeCompanyPlan, startDate, endDate);
  return (
    <Alert severity="info" role="status">
      {t('dates.duration', { count: cost.days })} · <CostText credits={cost.credits} processes={cost.processes} />
    </Alert>
  );
}

export function CostText({ credits, processes }: { credits: number; processes: number }) {
  const { t } = useTranslation('launch');
  if (credits > 0) return <>{t('cost.credits', { count: credits })}</>;
  if (processes > 0) return <>{t('cost.processes', { count: processes })}</>;
  return <>{t('cost.free')}</>;
}

function JobBoards({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('launch');
  const boards = useRestData('job-boards', catalogueApi.jobBoards);
  const { control } = useFormContext<DatesForm>();
  const { field } = useController({ control, name: 'publicationSite' });
  const sites = field.value;
  if (boards.loading) return <Skeleton variant="rounded" height={80} />;
  if (!boards.data?.length) return <Typography color="text.secondary">{t('dates.noBoards')}</Typography>;
  return (
    <FormGroup aria-label={t('dates.boards')}>
      {boards.data
        .map((board) => ({ ...board, code: String(board.id) }))
        .map((board) => (
          <FormControlLabel
            key={board.code}
            label={board.name}
            disabled={disabled}
            control={
              <Checkbox
                checked={sites.includes(board.code)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked ? [...sites, board.code] : sites.filter((site) => site !== board.code),
                  )
                }
              />
            }
          />
        ))}
    </FormGroup>
  );
}
