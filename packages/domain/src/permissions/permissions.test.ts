import { describe, expect, it } from 'vitest';
import { buildAbility, PERMISSION_ACTIONS, PERMISSIONS, ROLE_GRANTS, ROLES, toAbilityRule } from './permissions.js';

const READ_ONLY = /\.(view|general)$/;

describe('toAbilityRule', () => {
  it('turns resource.action into the CASL action on the capitalised subject', () => {
    expect(toAbilityRule('process.view')).toEqual({ action: 'view', subject: 'Process' });
    expect(toAbilityRule('users.client')).toEqual({ action: 'client', subject: 'Users' });
    expect(toAbilityRule('knowledgetest.create')).toEqual({ action: 'create', subject: 'Knowledgetest' });
  });

  it('every catalogue permission maps to a known subject', () => {
    const subjects = [
      'Dashboard',
      'Profile',
      'Process',
      'Candidate',
      'Evaluation',
      'Observer',
      'Report',
      'Knowledgetest',
      'Talentpool',
      'Company',
      'Users',
    ];
    for (const permission of PERMISSION_ACTIONS)
      expect(subjects, permission).toContain(toAbilityRule(permission).subject);
  });
});

describe('buildAbility', () => {
  it("'process.view' lets the holder view processes and nothing else", () => {
    const ability = buildAbility(['process.view']);
    expect(ability.can('view', 'Process')).toBe(true);
    expect(ability.can('create', 'Process')).toBe(false);
    expect(ability.can('view', 'Candidate')).toBe(false);
  });

  it('ignores entries that are not resource.action', () => {
    const ability = buildAbility(['admin', '', 'candidate.update']);
    expect(ability.rules).toHaveLength(1);
    expect(ability.can('update', 'Candidate')).toBe(true);
  });

  it('grants nothing from an empty list', () => {
    expect(buildAbility([]).can('view', 'Process')).toBe(false);
  });
});

describe('the permission catalogue', () => {
  it('labels every permission in Spanish and English', () => {
    for (const [action, label] of Object.entries(PERMISSIONS)) {
      expect(action).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(label.es.trim(), action).not.toBe('');
      expect(label.en.trim(), action).not.toBe('');
    }
  });
});

describe('ROLE_GRANTS', () => {
  it('grants only catalogue permissions, each once', () => {
    for (const role of ROLES) {
      for (const action of ROLE_GRANTS[role]) expect(PERMISSION_ACTIONS).toContain(action);
      expect(new Set(ROLE_GRANTS[role]).size).toBe(ROLE_GRANTS[role].length);
    }
  });

  it('the owner has every permission', () => {
    expect([...ROLE_GRANTS.OWNER].sort()).toEqual([...PERMISSION_ACTIONS].sort());
  });

  it('the recruiter has everything except company administration, users and credits', () => {
    const expected = PERMISSION_ACTIONS.filter(
      (action) => !['company.full', 'users.client', 'dashboard.credits'].includes(action),
    );
    expect([...ROLE_GRANTS.RECRUITER].sort()).toEqual(expected.sort());
    const ability = buildAbility(ROLE_GRANTS.RECRUITER);
    expect(ability.can('full', 'Company')).toBe(false);
    expect(ability.can('client', 'Users')).toBe(false);
    expect(ability.can('credits', 'Dashboard')).toBe(false);
    expect(ability.can('create', 'Process')).toBe(true);
  });

  it('the viewer only reads', () => {
    expect(ROLE_GRANTS.VIEWER.length).toBeGreaterThan(0);
    for (const action of ROLE_GRANTS.VIEWER) expect(action).toMatch(READ_ONLY);
    const ability = buildAbility(ROLE_GRANTS.VIEWER);
    expect(ability.can('view', 'Process')).toBe(true);
    expect(ability.can('view', 'Candidate')).toBe(true);
    for (const [action, subject] of [
      ['create', 'Process'],
      ['update', 'Candidate'],
      ['close', 'Process'],
      ['generate', 'Report'],
      ['manage', 'Observer'],
    ] as const) {
      expect(ability.can(action, subject), `${action} ${subject}`).toBe(false);
    }
  });

  it('each role includes the grants of the role below it', () => {
    for (const action of ROLE_GRANTS.VIEWER) expect(ROLE_GRANTS.RECRUITER).toContain(action);
    for (const action of ROLE_GRANTS.RECRUITER) expect(ROLE_GRANTS.OWNER).toContain(action);
  });
});
