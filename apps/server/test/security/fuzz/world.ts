import fc from 'fast-check';
import type { Member, TestApp } from '../../support/test-app.js';
import { buildWorld, type World } from '../world.js';

/**
 * The data the fuzzer aims at: the caller's company A (owner, recruiter, viewer, an observer) and
 * another company B, each with the security suites' World (processes and candidates in every state
 * the operations need), plus A's processes the World has none of (draft, closed, archived).
 * Successful fuzz calls use the world up (close processes, delete and hire candidates, fill tag
 * slots), so `refresh` builds a new World for A now and then, and the id pools favour the newest.
 */
export interface IdPools {
  process: number[];
  processPerson: number[];
  person: number[];
  tag: number[];
  company: number[];
  user: number[];
}

export interface FuzzWorld {
  owner: Member;
  recruiter: Member;
  viewer: Member;
  stranger: Member;
  /** An observer link's token of one of A's processes (realm evexternal). */
  observerToken: string;
  /** A's newest World: the catalogue builds valid calls from it. */
  own: World;
  /** B's World. */
  foreign: World;
  /** Ids of A's newest World; `other` holds B's, `all` every id ever built. */
  current: IdPools;
  other: IdPools;
  all: IdPools;
  emails: string[];
  identifications: string[];
  tagCodes: string[];
  refresh(): Promise<void>;
}

function poolsOf(world: World, userId: number): IdPools {
  const candidates = [...Object.values(world.candidates), world.source];
  return {
    process: [
      world.processId,
      world.closableProcessId,
      world.archivableProcessId,
      world.extendable.processId,
      world.sourceProcessId,
      world.basic.processId,
    ],
    processPerson: candidates.map((candidate) => candidate.processPersonId),
    person: candidates.map((candidate) => candidate.personId),
    tag: [world.personTagId],
    company: [world.companyId],
    user: [userId],
  };
}

function merge(into: IdPools, from: IdPools): void {
  for (const key of Object.keys(into) as (keyof IdPools)[]) into[key].push(...from[key]);
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const owner = await t.buildMember();
  const recruiter = await t.buildMember({ role: 'RECRUITER', company: owner.company });
  const viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
  const stranger = await t.buildMember();
  const emails = [owner.user.email, recruiter.user.email, viewer.user.email, stranger.user.email];
  const identifications: string[] = [];
  const tagCodes = ['Process_Tag_1', 'Process_Tag_2'];

  let built = 0;
  const worldOf = async (member: Member, planConfigId: number) => {
    built += 1;
    const world = await buildWorld(t, {
      companyId: member.company.id,
      userId: member.user.id,
      userEmail: member.user.email,
      processPlanConfigId: planConfigId,
      label: `fuzz${built}`,
    });
    emails.push(...Object.values(world.candidates).map((candidate) => candidate.email), world.source.email);
    identifications.push(world.basic.identification);
    tagCodes.push(world.processTagCode, `COMPANY_FUZZ${built}`);
    return world;
  };

  // Credits enough for every extension and clone a long run makes.
  const ownPlan = await t.buildPlan(owner.company.id, 'PROCESS', 1_000_000);
  const foreignPlan = await t.buildPlan(stranger.company.id, 'PROCESS', 1_000_000);
  await t.buildPlan(owner.company.id, 'CREDIT', 1_000_000);
  let own = await worldOf(owner, ownPlan.planConfigId);
  const foreign = await worldOf(stranger, foreignPlan.planConfigId);

  const current = poolsOf(own, owner.user.id);
  const other = poolsOf(foreign, stranger.user.id);
  const all: IdPools = {
    process: [],
    processPerson: [],
    person: [],
    tag: [],
    company: [],
    user: [recruiter.user.id, viewer.user.id],
  };
  merge(all, current);
  merge(all, other);

  // What the World has none of: processes that are not running, and a closed one's candidates.
  const companyId = owner.company.id;
  const [draft, closed, archived] = await Promise.all([
    t.buildProcess({ companyId, status: 'DRAFT', withJobOpportunity: true }),
    t.buildProcess({
      companyId,
      status: 'CLOSED',
      withJobOpportunity: true,
      tags: [{ code: 'Process_Tag_1', label: 'Uno', color: '#111111' }],
    }),
    t.buildProcess({ companyId, archived: true, withJobOpportunity: true }),
  ]);
  all.process.push(draft.id, closed.id, archived.id);
  for (const status of ['OPEN', 'ENDED', 'DISQUALIFIED'] as const) {
    const candidate = await t.buildProcessPerson({ processId: closed.id, evaluationsStatus: status });
    all.processPerson.push(candidate.processPersonId);
    all.person.push(candidate.personId);
  }
  const { token: observerToken } = await t.buildObserverLink({
    processId: own.processId,
    companyId,
    termsAcceptedAt: new Date(),
  });

  const world: FuzzWorld = {
    owner,
    recruiter,
    viewer,
    stranger,
    observerToken,
    own,
    foreign,
    current,
    other,
    all,
    emails,
    identifications,
    tagCodes,
    async refresh() {
      own = await worldOf(owner, ownPlan.planConfigId);
      world.own = own;
      const next = poolsOf(own, owner.user.id);
      for (const key of Object.keys(current) as (keyof IdPools)[]) current[key] = next[key];
      merge(all, next);
    },
  };
  return world;
}

/** Ids that exist nowhere, and ids at the edge of what an int column holds. */
const MISSING_IDS = [0, -1, 999_999, 2_147_483_647, -2_147_483_648];

/** An element of the list `list()` returns when the value is generated (the world changes during a run). */
const pickFrom = (list: () => readonly number[]) =>
  fc.nat().map((index) => {
    const ids = list();
    return ids.length ? ids[index % ids.length]! : 999_999;
  });

const ID_KINDS: readonly (keyof IdPools)[] = ['process', 'processPerson', 'person', 'tag'];

/**
 * An id for an argument or field called `name`: mostly of the kind the name suggests from A's
 * newest World, sometimes B's (another company), an older one, one of another kind, or one that
 * does not exist.
 */
export function idFor(world: FuzzWorld, name: string): fc.Arbitrary<number> {
  const kind = idKind(name);
  return fc.oneof(
    { weight: 10, arbitrary: pickFrom(() => world.current[kind]) },
    { weight: 2, arbitrary: pickFrom(() => world.other[kind]) },
    { weight: 2, arbitrary: pickFrom(() => world.all[kind]) },
    {
      weight: name === 'id' ? 4 : 1,
      arbitrary: fc.constantFrom(...ID_KINDS).chain((other) => pickFrom(() => world.current[other])),
    },
    { weight: 1, arbitrary: fc.constantFrom(...MISSING_IDS) },
  );
}

function idKind(name: string): keyof IdPools {
  const lower = name.toLowerCase();
  if (lower.includes('company')) return 'company';
  if (lower.includes('user') || lower.includes('owner')) return 'user';
  if (lower.includes('processperson') || lower.includes('candidate') || lower === 'ids') return 'processPerson';
  if (lower.includes('person')) return 'person';
  if (lower.includes('process') || lower.includes('exclude')) return 'process';
  if (lower.includes('tag')) return 'tag';
  return 'process';
}
