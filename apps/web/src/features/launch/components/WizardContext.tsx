import type { EditField, WizardStep } from '@terna/domain';
import { createContext, useContext } from 'react';
import type { DataStep } from '@terna/domain';
import type { WizardData } from '../wizard-data';

export type WizardMode = 'relaunch' | 'edit';

export interface WizardContextValue {
  data: WizardData;
  mode: WizardMode;
  step: WizardStep;
  today: string;
  /** Saves the step's part of the draft (saveLaunchStep) and moves to the next step; a refusal is told and rethrown. */
  saveAndNext: (step: DataStep, values: unknown) => Promise<void>;
  /** Keeps the step's entries (not yet saved) for when the user comes back, then shows the previous step. */
  goBack: (step: DataStep, values: unknown) => void;
  /** Entries kept from an earlier visit to the step in this session, else undefined. */
  keptValues: (step: DataStep) => unknown;
  /** Why a field of a launched process cannot change now, in the user's language; undefined when it can. */
  lock: (field: EditField) => string | undefined;
  /** The address of another step of this wizard, without the locale. */
  stepPath: (step: WizardStep) => string;
  /** The address of a process's control page, without the locale. */
  controlPath: (processId: number) => string;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the launch wizard');
  return value;
}
