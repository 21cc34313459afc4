import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/db/client.js';
import { CompanyUsersDocument } from '../../apps/web/src/gql/graphql.js';
import type { BenchEnv, ScenarioSet } from '../harness/scenario.js';

/** Issue 18: the users list of a company of 2,000 members answers at p95 ≤ 30 ms. */
const USERS_LIST_P95_MS = 30;
const MEMBERS = 2_000;

/**
 * Gives the scale company 2,000 members (a tenth deactivated, every role and scope) and 50 pending
 * invitations, once: the rows carry a marker, so a later run finds them and adds none.
 */
async function seedMembers(env: BenchEnv): Promise<void> {
  const db = env.handle.db;
  const companyId = env.scale.companyId;
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name)
    select 'bench-member-' || n || '@scale.test', 'not-a-hash', 'Miembro ' || n, 'Banco ' || (n % 97)
    from generate_series(1, ${MEMBERS}) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into memberships (user_id, company_id, role, status, last_sign_in_at)
    select u.id, ${companyId},
      (array['RECRUITER', 'VIEWER', 'RECRUITER', 'OWNER'])[1 + u.id % 4],
      case when u.id % 10 = 0 then 'DEACTIVATED' else 'ACTIVE' end,
      now() - (u.id % 300) * interval '1 day'
    from users u where u.email like 'bench-member-%@scale.test'
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_invitations (company_id, email, role, token_hash, expires_at)
    select ${companyId}, 'bench-invited-' || n || '@scale.test', 'VIEWER', 'bench-invitation-' || ${companyId} || '-' || n,
      now() + interval '7 days'
    from generate_series(1, 50) n
    on conflict do nothing`);
}

/**
 * The users page as it opens and as an administrator filters it: the first page, a search by name,
 * a role filter, a status filter and a later page, with the documents the web app sends.
 */
export default async function usersScenarios(env: BenchEnv): Promise<ScenarioSet> {
  await seedMembers(env);
  const [count] = await queryRows<{ n: number }>(
    env.handle.db,
    sql`select count(*)::int as n from memberships where company_id = ${env.scale.companyId}`,
  );
  const base = { search: null, role: null, scope: null, status: null, page: 1, size: 20 };
  return {
    http: [
      {
        name: `companyUsers (users list, ${count?.n ?? 0} members: first page, search, filters, page 50)`,
        as: 'scale',
        requests: await env.web('scale', CompanyUsersDocument, [
          base,
          { ...base, search: 'banco 42' },
          { ...base, role: 'VIEWER' },
          { ...base, status: 'DEACTIVATED' },
          { ...base, status: 'PENDING' },
          { ...base, page: 50 },
          { ...base, search: 'miembro 1', role: 'RECRUITER', page: 2 },
        ]),
        targets: { p95Ms: USERS_LIST_P95_MS },
      },
    ],
  };
}
