import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.js';
import type { Database } from '../db/client.js';
import type { AfterCommitWork } from '../db/tenant.js';

/**
 * Each mutation field runs in its own transaction: a savepoint of the request's transaction for a
 * company caller, a transaction of its own otherwise. A mutation that throws (a DomainError after
 * some writes, a failed statement) leaves nothing behind and the request's transaction usable, while
 * the operation's other mutations keep theirs. Its after-commit work is kept only when it succeeds.
 * Mutation fields run one after another, so their savepoints never interleave.
 */
export function runMutationsInTransactions(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args, ctx: RequestContext, info) => {
      const afterCommit: AfterCommitWork[] = [];
      const result: unknown = await ctx.db.transaction((tx) =>
        Promise.resolve(
          resolve(
            source,
            args,
            {
              ...ctx,
              db: tx as unknown as Database,
              afterCommit: (work: AfterCommitWork) => void afterCommit.push(work),
            },
            info,
          ),
        ),
      );
      for (const work of afterCommit) ctx.afterCommit(work);
      return result;
    };
  }
  return schema;
}
