import { describe, expect, it } from 'vitest';
import { processMenuItems, type MenuProcess } from './menu.js';

const base: MenuProcess = {
  status: 'LAUNCHED',
  typeCompanyPlan: 'CREDIT',
  environmentType: 'CONTROLLED',
  hasChildren: false,
  archived: false,
};
const items = (overrides: Partial<MenuProcess>, onMonitoring = false) =>
  processMenuItems({ ...base, ...overrides }, onMonitoring);

describe('process menu', () => {
  it('a launched controlled credit process offers everything but launch, extend and the trust link', () => {
    expect(items({})).toEqual(['monitoring', 'edit', 'archive', 'relaunch', 'copyCandidateLink', 'summary', 'close']);
  });

  it('hides monitoring when already on it', () => {
    expect(items({}, true)).not.toContain('monitoring');
  });

  it('a draft can be launched, archived and opened, nothing else', () => {
    expect(items({ status: 'DRAFT' })).toEqual(['monitoring', 'launch', 'archive']);
  });

  it('edit: launched, or closed when the plan is not the process plan', () => {
    expect(items({ status: 'CLOSED' })).toContain('edit');
    expect(items({ status: 'CLOSED', typeCompanyPlan: 'PROCESS' })).not.toContain('edit');
    expect(items({ status: 'LAUNCHED', typeCompanyPlan: 'PROCESS' })).toContain('edit');
    expect(items({ status: 'CANCELED' })).not.toContain('edit');
  });

  it('extend: process plan, launched or closed', () => {
    expect(items({ typeCompanyPlan: 'PROCESS' })).toContain('extend');
    expect(items({ typeCompanyPlan: 'PROCESS', status: 'CLOSED' })).toContain('extend');
    expect(items({ typeCompanyPlan: 'PROCESS', status: 'DRAFT' })).not.toContain('extend');
    expect(items({ typeCompanyPlan: 'CREDIT' })).not.toContain('extend');
  });

  it('relaunch: not for drafts nor trust processes', () => {
    expect(items({ typeCompanyPlan: 'RELIABILITY' })).not.toContain('relaunch');
    expect(items({ status: 'CLOSED' })).toContain('relaunch');
  });

  it('copy candidate link: credit or trust plan, controlled, not draft or closed', () => {
    expect(items({ typeCompanyPlan: 'RELIABILITY' })).toContain('copyCandidateLink');
    expect(items({ environmentType: 'EMAIL' })).not.toContain('copyCandidateLink');
    expect(items({ typeCompanyPlan: 'PROCESS' })).not.toContain('copyCandidateLink');
    expect(items({ status: 'CLOSED' })).not.toContain('copyCandidateLink');
    expect(items({ status: 'CANCELED' })).toContain('copyCandidateLink');
  });

  it('copy trust link: credit plan, controlled, live, with children', () => {
    expect(items({ hasChildren: true })).toContain('copyTrustLink');
    expect(items({ hasChildren: true, typeCompanyPlan: 'RELIABILITY' })).not.toContain('copyTrustLink');
    expect(items({ hasChildren: true, environmentType: 'EMAIL' })).not.toContain('copyTrustLink');
    expect(items({ hasChildren: true, status: 'CLOSED' })).not.toContain('copyTrustLink');
  });

  it('summary and close: launched only', () => {
    for (const status of ['DRAFT', 'CLOSED', 'CANCELED']) {
      expect(items({ status })).not.toContain('summary');
      expect(items({ status })).not.toContain('close');
    }
  });
});
