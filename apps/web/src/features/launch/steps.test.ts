import { describe, expect, it } from 'vitest';
import { editedPart } from './components/StepForm';
import { dropEmpty, fromApiStep, isWizardStep, nextStep, previousStep, resumeStep, toApiStep } from './steps';

describe('wizard step navigation', () => {
  it('walks the eight steps in order, and the basic controlled kind without the curriculum', () => {
    expect(nextStep('CONTROLLED_FULL', 'job-profile')).toBe('curriculum');
    expect(nextStep('CONTROLLED_BASIC', 'job-profile')).toBe('competences');
    expect(previousStep('CONTROLLED_BASIC', 'competences')).toBe('job-profile');
    expect(nextStep('ETALENT', 'dates')).toBe('summary');
    expect(nextStep('ETALENT', 'summary')).toBeNull();
    expect(previousStep('STANDARD', 'job-profile')).toBeNull();
  });

  it('gives a trust process its own four steps', () => {
    expect(nextStep('TRUST', 'job-profile')).toBe('trust-features');
    expect(nextStep('TRUST', 'trust-features')).toBe('dates');
    expect(isWizardStep('TRUST', 'curriculum')).toBe(false);
    expect(isWizardStep('CONTROLLED_BASIC', 'curriculum')).toBe(false);
    expect(isWizardStep('CONTROLLED_FULL', 'curriculum')).toBe(true);
    expect(isWizardStep('CONTROLLED_FULL', undefined)).toBe(false);
  });

  it('resumes after the last step saved, on the summary at the end, and on the first for a new draft', () => {
    expect(resumeStep('CONTROLLED_FULL', null)).toBe('job-profile');
    expect(resumeStep('CONTROLLED_FULL', 'curriculum')).toBe('competences');
    expect(resumeStep('CONTROLLED_FULL', 'dates')).toBe('summary');
    expect(resumeStep('CONTROLLED_FULL', 'summary')).toBe('summary');
    // A step the kind does not have (saved before the product changed) starts over.
    expect(resumeStep('TRUST', 'curriculum')).toBe('job-profile');
  });

  it('names the steps as the API does, both ways', () => {
    expect(toApiStep('job-profile')).toBe('JOB_PROFILE');
    expect(toApiStep('trust-features')).toBe('TRUST_FEATURES');
    expect(fromApiStep('JOB_PROFILE')).toBe('job-profile');
    expect(fromApiStep('DATES')).toBe('dates');
  });
});

describe('a step form’s values before its schema', () => {
  it('drops blank text at every level of groups, keeping lists, nulls and false', () => {
    expect(
      dropEmpty({
        name: '  ',
        countryCode: '',
        confidential: false,
        salaryFrom: null,
        salary: { currencyId: '', salaryTo: 10 },
        cityList: ['', 'Quito'],
      }),
    ).toEqual({ confidential: false, salaryFrom: null, salary: { salaryTo: 10 }, cityList: ['', 'Quito'] });
    expect(dropEmpty('text')).toBe('text');
  });
});

describe('what an edit of a launched process saves', () => {
  it('keeps the stored part and takes only the fields the user changed', () => {
    const stored = { name: 'Cajero', description: 'Antes', confidential: false };
    const values = { name: 'Cajero', description: 'Después', confidential: false, jobTemporality: 'FULL_TIME' };
    expect(editedPart(stored, values, { description: true })).toEqual({
      name: 'Cajero',
      description: 'Después',
      confidential: false,
    });
    // A process made before the wizard has no draft: only the change is sent, not the form's defaults.
    expect(editedPart(null, values, { description: true })).toEqual({ description: 'Después' });
  });
});
