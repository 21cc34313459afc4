import { describe, expect, it } from 'vitest';
import { startupSummary } from '../../src/startup-summary.js';

describe('the line npm start ends with', () => {
  it('names the demo owner and its password when the demo is loaded', () => {
    const line = startupSummary(
      { publicUrl: 'http://localhost:3000', databaseUrl: undefined, dataDir: '/srv/terna/data' },
      { email: 'owner@demo.test', password: 'terna-demo' },
    );
    expect(line.trim()).toBe(
      'Terna is ready at http://localhost:3000 · sign in as owner@demo.test (password terna-demo) · ' +
        'data in /srv/terna/data (embedded PostgreSQL) · Ctrl+C stops it',
    );
  });

  it('names the PostgreSQL server and database without the password of DATABASE_URL', () => {
    const line = startupSummary(
      {
        publicUrl: 'http://localhost:3000',
        databaseUrl: 'postgres://terna:s3cret@db.internal:5433/terna_prod',
        dataDir: '/srv/terna/data',
      },
      undefined,
    );
    expect(line).toContain('data in PostgreSQL at db.internal:5433/terna_prod');
    expect(line).not.toContain('s3cret');
    expect(line).not.toContain('sign in');
  });
});
