import { useQuery } from '@apollo/client/react';
import { hasFeature, type EditField, type LaunchDraft, type ProcessKind } from '@terna/domain';
import { useMemo } from 'react';
import type { LaunchWizard_DraftFragment } from '@/gql/graphql';
import { useClientInfo } from '@/shared/session/useSessionData';
import { LaunchDraftQuery } from '../graphql/launch.graphql';
import { fromApiStep } from '../steps';
import type { WizardData } from '../wizard-data';

/** The wizard's view of a getLaunchDraft answer (the step parts are JSON checked by the domain schemas). */
export function toWizardData(draft: LaunchWizard_DraftFragment, aiProfile: boolean): WizardData {
  const parts: LaunchDraft = {
    jobProfile: draft.jobProfile as LaunchDraft['jobProfile'],
    curriculum: draft.curriculum as LaunchDraft['curriculum'],
    competences: draft.competences as LaunchDraft['competences'],
    tests: draft.tests as LaunchDraft['tests'],
    interview: draft.interview as LaunchDraft['interview'],
    components: draft.components as LaunchDraft['components'],
    trustFeatures: draft.trustFeatures as LaunchDraft['trustFeatures'],
    dates: draft.dates as LaunchDraft['dates'],
  };
  return {
    processId: draft.id,
    name: draft.name,
    statusName: draft.status,
    kind: draft.kind as ProcessKind,
    typeCompanyPlan: draft.typeCompanyPlan,
    hasProfile: draft.hasProfile,
    draftStep: draft.draftStep ? fromApiStep(draft.draftStep) : null,
    timeZone: draft.timeZone,
    draft: parts,
    issues: draft.issues.map((issue) => ({
      step: fromApiStep(issue.step),
      field: issue.field,
      message: issue.message,
    })),
    cost: draft.cost ?? null,
    availableCredits: draft.availableCredits ?? null,
    processesLeft: draft.processesLeft ?? null,
    lockedFields: draft.lockedFields.map((locked) => ({
      field: locked.field as EditField,
      reason: locked.reason,
      message: locked.message,
    })),
    editRules: draft.editRules
      ? { minEndDate: draft.editRules.minEndDate, maxEndDate: draft.editRules.maxEndDate ?? null }
      : null,
    canSuggestCompetences: aiProfile && draft.typeCompanyPlan === 'PROCESS',
    publicLink: draft.publicLink ?? null,
  };
}

/** getLaunchDraft: the process's draft, what it lacks, its cost and, when launched, what is locked. */
export function useLaunchDraft(processId: number) {
  const { data, loading, error, refetch } = useQuery(LaunchDraftQuery, {
    variables: { processId },
    fetchPolicy: 'cache-and-network',
  });
  const { clientInfo } = useClientInfo();
  const aiProfile = hasFeature(clientInfo?.features, 'AI_PROFILE');
  const wizard = useMemo(() => (data ? toWizardData(data.getLaunchDraft, aiProfile) : undefined), [data, aiProfile]);
  return { data: wizard, loading, error, refetch };
}
