import { describe, expect, it } from 'vitest';
import { HEADERLESS_PATH_PARTS, isHeaderHidden } from './routes.js';

describe('isHeaderHidden', () => {
  it.each(HEADERLESS_PATH_PARTS.map((part) => [part]))('hides the header on a path containing %s', (part) => {
    expect(isHeaderHidden(`/es/${part}`)).toBe(true);
    expect(isHeaderHidden(`/en/${part}/42/details`)).toBe(true);
  });

  it('lists the five path parts of the spec', () => {
    expect([...HEADERLESS_PATH_PARTS].sort()).toEqual([
      'companies',
      'company-not-found',
      'invitation',
      'onboard',
      'user-access-denied',
    ]);
  });

  it.each(['/', '/es', '/es/processes', '/en/process/12/monitoring', '/es/account', '/es/company'])(
    'shows the header on %s',
    (path) => {
      expect(isHeaderHidden(path)).toBe(false);
    },
  );
});
