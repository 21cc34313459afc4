import { afterAll, beforeAll } from 'vitest';
import type { Role } from '@terna/domain';
import type { Config } from '../../src/config.js';
import type { BuildProcessInput, ProcessRow } from './factories.js';
import { createTestApp, type Member, type TestApp } from './test-app.js';

const COLLEAGUE_ROLES = { recruiter: 'RECRUITER', viewer: 'VIEWER' } as const satisfies Record<string, Role>;

/** A colleague of the owner's company by role, or `stranger`: the owner of another company. */
export type SuiteMember = keyof typeof COLLEAGUE_ROLES | 'stranger';

export type Suite<M extends SuiteMember> = { t: TestApp; owner: Member } & Record<M, Member>;

interface SuiteOptions<M extends SuiteMember> {
  members?: readonly M[];
  config?: Partial<Config>;
  /** The process the file works in, of the owner's company. */
  process?: Omit<BuildProcessInput, 'companyId'>;
}

/**
 * A test file's app on a fresh database, the owner of a company and the other members (and the process) the file asks for.
 * The objects exist at once, so the file names them at the top (`const { t, owner, recruiter } = testSuite(...)`),
 * and a beforeAll fills them in before the file's own beforeAll runs (hooks run in the order they are declared);
 * an afterAll closes the app.
 */
export function testSuite<const M extends SuiteMember = never>(
  options: SuiteOptions<M> & { process: object },
): Suite<M> & { process: ProcessRow };
export function testSuite<const M extends SuiteMember = never>(
  options?: SuiteOptions<M> & { process?: undefined },
): Suite<M>;
export function testSuite<const M extends SuiteMember>(
  options: SuiteOptions<M> = {},
): Suite<M> & { process?: ProcessRow } {
  const t = {} as TestApp;
  const owner = {} as Member;
  const members = Object.fromEntries((options.members ?? []).map((name) => [name, {} as Member])) as Record<M, Member>;
  const process = options.process && ({} as ProcessRow);
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options.config));
    Object.assign(owner, await t.buildMember());
    for (const [name, member] of Object.entries<Member>(members) as [SuiteMember, Member][]) {
      Object.assign(
        member,
        await t.buildMember(name === 'stranger' ? {} : { role: COLLEAGUE_ROLES[name], company: owner.company }),
      );
    }
    if (process) Object.assign(process, await t.buildProcess({ ...options.process, companyId: owner.company.id }));
  });
  // Absent when createTestApp failed.
  afterAll(() => t.close?.());
  return { t, owner, ...members, ...(process && { process }) };
}
