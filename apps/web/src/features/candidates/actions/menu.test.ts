import { buildAbility } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import {
  isCandidatesPage,
  toMenuCandidate,
  toMenuContext,
  visibleMenuItems,
  type CandidateForMenu,
  type ProcessForMenu,
} from './menu';

const candidate = (overrides: Partial<CandidateForMenu> = {}): CandidateForMenu => ({
  evaluationsStatus: 'ENDED',
  blackListed: false,
  composedCapResult: { value: 82.5, status: true },
  componentStatus: [
    { componentType: 'DISC', status: 'SUCCESS', value: 70, notified: false },
    { componentType: 'INTERVIEW', status: 'PENDING', value: null, notified: false },
  ],
  ...overrides,
});

const process = (overrides: Partial<ProcessForMenu> = {}): ProcessForMenu => ({
  statusName: 'LAUNCHED',
  typeCompanyPlan: 'CREDIT',
  environmentTypeName: 'CONTROLLED',
  fullProfile: true,
  parent: null,
  jobOpportunity: { components: [{ componentType: 'DISC' }, { componentType: 'INTERVIEW' }] },
  ...overrides,
});

const environment = { companyHasReliabilityPlan: true, canResetEvaluation: true, onCandidatesPage: false };

describe('toMenuCandidate', () => {
  it('reads the composed result, the interview and the trust component', () => {
    const mapped = toMenuCandidate(
      candidate({
        componentStatus: [
          ...candidate().componentStatus,
          { componentType: 'RELIABILITY', status: 'SUCCESS', value: 1, notified: true },
        ],
      }),
    );
    expect(mapped).toEqual({
      evaluationsStatus: 'ENDED',
      blackListed: false,
      composedResult: { value: 82.5, active: true },
      interviewStatus: 'PENDING',
      reliability: { status: 'SUCCESS', active: true, notified: true },
      hasComponentStatus: true,
    });
  });

  it('a trust component without a result is not active; no components at all is said so', () => {
    const pending = toMenuCandidate(
      candidate({
        componentStatus: [{ componentType: 'RELIABILITY', status: 'PENDING', value: null, notified: false }],
      }),
    );
    expect(pending.reliability).toEqual({ status: 'PENDING', active: false, notified: false });
    expect(pending.interviewStatus).toBeNull();
    const bare = toMenuCandidate(candidate({ componentStatus: [], composedCapResult: { value: null, status: false } }));
    expect(bare).toMatchObject({
      reliability: null,
      hasComponentStatus: false,
      composedResult: { value: null, active: false },
    });
  });
});

describe('toMenuContext', () => {
  it('derives the process kind from plan, environment and profile', () => {
    expect(toMenuContext(process(), environment).processKind).toBe('CONTROLLED_FULL');
    expect(toMenuContext(process({ fullProfile: false }), environment).processKind).toBe('CONTROLLED_BASIC');
    expect(toMenuContext(process({ environmentTypeName: 'EMAIL' }), environment).processKind).toBe('STANDARD');
    expect(toMenuContext(process({ typeCompanyPlan: 'PROCESS' }), environment).processKind).toBe('ETALENT');
    expect(toMenuContext(process({ typeCompanyPlan: 'RELIABILITY' }), environment).processKind).toBe('TRUST');
  });

  it('reads the parent, the trust component of the job and the environment', () => {
    expect(toMenuContext(process(), environment)).toEqual({
      processKind: 'CONTROLLED_FULL',
      processStatus: 'LAUNCHED',
      processHasParent: false,
      processHasReliabilityComponent: false,
      companyHasReliabilityPlan: true,
      onCandidatesPage: false,
      canResetEvaluation: true,
    });
    const child = toMenuContext(
      process({ parent: 4, statusName: 'CLOSED', jobOpportunity: { components: [{ componentType: 'RELIABILITY' }] } }),
      { companyHasReliabilityPlan: false, canResetEvaluation: false, onCandidatesPage: true },
    );
    expect(child).toMatchObject({
      processStatus: 'CLOSED',
      processHasParent: true,
      processHasReliabilityComponent: true,
      onCandidatesPage: true,
    });
    expect(toMenuContext(process({ jobOpportunity: null }), environment).processHasReliabilityComponent).toBe(false);
  });
});

describe('visibleMenuItems', () => {
  const owner = buildAbility([
    'candidate.view',
    'candidate.update',
    'candidate.delete',
    'candidate.invite',
    'report.generate',
    'evaluation.reset',
  ]);
  const viewer = buildAbility(['process.view', 'candidate.view']);
  const items = (c: CandidateForMenu, p: ProcessForMenu, ability = owner) =>
    visibleMenuItems(toMenuCandidate(c), toMenuContext(p, environment), ability);

  it('an ended candidate of a full controlled process', () => {
    expect(items(candidate(), process())).toEqual([
      'downloadReport',
      'inviteToTrust',
      'evaluateInterview',
      'compare',
      'blacklist',
      'hire',
      'tags',
    ]);
  });

  it('an open candidate can be deleted, reminded and sent a new link; a disqualified one approved', () => {
    expect(items(candidate({ evaluationsStatus: 'OPEN' }), process())).toEqual([
      'delete',
      'sendReminder',
      'renewInvitation',
      'inviteToTrust',
      'blacklist',
      'tags',
    ]);
    expect(items(candidate({ evaluationsStatus: 'DISQUALIFIED' }), process())).toContain('approveComponent');
  });

  it('a viewer sees no action that changes anything', () => {
    expect(items(candidate(), process(), viewer)).toEqual([]);
    expect(items(candidate({ evaluationsStatus: 'OPEN' }), process(), viewer)).toEqual([]);
  });

  it('a user without report generation sees no report items', () => {
    const noReports = buildAbility(['candidate.view', 'candidate.update']);
    expect(items(candidate(), process(), noReports)).not.toContain('downloadReport');
  });

  it('a blacklisted candidate has no items', () => {
    expect(items(candidate({ blackListed: true }), process())).toEqual([]);
  });
});

describe('isCandidatesPage', () => {
  it('is the candidates route of a process, not the control tabs', () => {
    expect(isCandidatesPage('/es/cap/process/12/candidates')).toBe(true);
    expect(isCandidatesPage('/en/cap/process/12/candidates/40')).toBe(true);
    expect(isCandidatesPage('/es/cap/process/12/control/people')).toBe(false);
  });
});
