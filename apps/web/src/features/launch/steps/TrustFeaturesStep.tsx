import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { TRUST_CHECKS_OPTIONAL, TRUST_CHECKS_REQUIRED, type TrustFeatures } from '@terna/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../components/StepForm';
import { StepSection } from '../components/StepSection';
import { useWizard } from '../components/WizardContext';

type OptionalCheck = TrustFeatures['checks'][number];

/** cap-launch-trust-features: the optional checks of a trust process beside the required ones. */
export default function TrustFeaturesStep() {
  const { data } = useWizard();
  const initial: TrustFeatures = { checks: [], ...data.draft.trustFeatures };
  return (
    <StepForm step="trust-features" initial={initial}>
      {() => <TrustChecks />}
    </StepForm>
  );
}

function TrustChecks() {
  const { t } = useTranslation('launch');
  const { lock } = useWizard();
  const locked = lock('trustFeatures');
  const { control } = useFormContext<TrustFeatures>();
  const { field } = useController({ control, name: 'checks' });
  const checks = field.value;
  const toggle = (check: OptionalCheck, on: boolean) =>
    field.onChange(TRUST_CHECKS_OPTIONAL.filter((item) => (item === check ? on : checks.includes(item))));
  return (
    <>
      <StepSection title={t('trust.required')}>
        <FormGroup>
          {TRUST_CHECKS_REQUIRED.map((check) => (
            <FormControlLabel key={check} label={t(`trustCheck.${check}`)} control={<Checkbox checked disabled />} />
          ))}
        </FormGroup>
      </StepSection>
      <StepSection title={t('trust.optional')}>
        <FormGroup>
          {TRUST_CHECKS_OPTIONAL.map((check) => (
            <FormControlLabel
              key={check}
              label={t(`trustCheck.${check}`)}
              disabled={Boolean(locked)}
              control={
                <Checkbox checked={checks.includes(check)} onChange={(event) => toggle(check, event.target.checked)} />
              }
            />
          ))}
        </FormGroup>
      </StepSection>
    </>
  );
}
