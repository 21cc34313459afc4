import { OBSERVER_LINK_STATES, observerInputSchema, type ObserverLinkState } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import {
  canSend,
  isAlreadyAdded,
  observerActions,
  observerStatusTone,
  processSections,
  toggleSection,
  unsentObserverIds,
} from './observers';

const ALL = ['DISC', 'CURRICULUM', 'COMPETENCE'];

describe('processSections', () => {
  it('lists the component types in the process order, once each', () => {
    const components = [
      { componentType: 'COMPETENCE', order: 3 },
      { componentType: 'DISC', order: 1 },
      { componentType: 'CURRICULUM', order: 2 },
      { componentType: 'DISC', order: 4 },
    ];
    expect(processSections(components)).toEqual(ALL);
  });

  it('is empty for a process without components', () => {
    expect(processSections([])).toEqual([]);
  });
});

describe('toggleSection', () => {
  it('unticks a ticked section', () => {
    expect(toggleSection(ALL, 'CURRICULUM', ALL)).toEqual(['DISC', 'COMPETENCE']);
  });

  it('ticks a section back into its process position, not at the end', () => {
    expect(toggleSection(['COMPETENCE'], 'DISC', ALL)).toEqual(['DISC', 'COMPETENCE']);
  });

  it('can leave no section at all (the form then refuses to add)', () => {
    const none = toggleSection(['DISC'], 'DISC', ALL);
    expect(none).toEqual([]);
    expect(observerInputSchema.safeParse({ name: 'Ana', email: 'ana@example.com', sections: none }).success).toBe(
      false,
    );
  });
});

describe('isAlreadyAdded', () => {
  const observers = [{ email: 'andres.vela@andinaretail.test' }];
  const pending = [{ email: 'nueva@example.com' }];

  it('finds an e-mail of an existing observer whatever its case and spaces', () => {
    expect(isAlreadyAdded('  Andres.Vela@AndinaRetail.test ', observers, pending)).toBe(true);
  });

  it('finds an e-mail waiting to be sent', () => {
    expect(isAlreadyAdded('NUEVA@example.com', observers, pending)).toBe(true);
  });

  it('lets a new e-mail through', () => {
    expect(isAlreadyAdded('otra@example.com', observers, pending)).toBe(false);
  });
});

describe('send', () => {
  const sent: { id: number; status: ObserverLinkState }[] = [
    { id: 1, status: 'ACTIVE' },
    { id: 2, status: 'EXPIRED' },
  ];

  it('is allowed once an invitation waits in the dialog', () => {
    expect(canSend(sent, [{ key: 1 }])).toBe(true);
  });

  it('is allowed for an invitation stored but never sent', () => {
    expect(canSend([...sent, { id: 3, status: 'RECENTLY_ADDED' }], [])).toBe(true);
    expect(unsentObserverIds([...sent, { id: 3, status: 'RECENTLY_ADDED' }])).toEqual([3]);
  });

  it('is not allowed when every observer was already sent', () => {
    expect(canSend(sent, [])).toBe(false);
    expect(unsentObserverIds(sent)).toEqual([]);
  });
});

describe('observerActions', () => {
  it('offers copy and revoke only for an active link', () => {
    expect(observerActions('ACTIVE')).toEqual({ copy: true, revoke: true, renew: true, delete: true });
    for (const status of ['RECENTLY_ADDED', 'EXPIRED', 'REVOKED'] as const) {
      expect(observerActions(status)).toMatchObject({ copy: false, revoke: false });
    }
  });

  it('renews only a link that was sent', () => {
    expect(observerActions('EXPIRED').renew).toBe(true);
    expect(observerActions('REVOKED').renew).toBe(true);
    expect(observerActions('RECENTLY_ADDED').renew).toBe(false);
  });

  it('always lets the invitation be deleted', () => {
    for (const status of OBSERVER_LINK_STATES) expect(observerActions(status).delete).toBe(true);
  });
});

describe('observerStatusTone', () => {
  it('colours each link state', () => {
    expect((['ACTIVE', 'EXPIRED', 'REVOKED', 'RECENTLY_ADDED'] as const).map(observerStatusTone)).toEqual([
      'success',
      'warning',
      'error',
      'info',
    ]);
  });
});

describe('the add form (domain observerInputSchema)', () => {
  const valid = { name: 'Patricia Núñez', email: 'patricia@example.com', sections: ['DISC'] };

  it('accepts a first name with at most one more word', () => {
    expect(observerInputSchema.safeParse(valid).success).toBe(true);
    expect(observerInputSchema.safeParse({ ...valid, name: 'Patricia' }).success).toBe(true);
  });

  it('refuses digits, a third word and double spaces in the name', () => {
    for (const name of ['Patricia 2', 'Ana María Pérez', 'Ana  María', '']) {
      expect(observerInputSchema.safeParse({ ...valid, name }).success, name).toBe(false);
    }
  });

  it('refuses a name or an e-mail longer than 256 characters and a malformed e-mail', () => {
    expect(observerInputSchema.safeParse({ ...valid, name: 'a'.repeat(257) }).success).toBe(false);
    expect(observerInputSchema.safeParse({ ...valid, email: `${'a'.repeat(250)}@example.com` }).success).toBe(false);
    expect(observerInputSchema.safeParse({ ...valid, email: 'patricia@' }).success).toBe(false);
  });
});
