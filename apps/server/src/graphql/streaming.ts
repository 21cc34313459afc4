import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import { errorMessage } from '../i18n.js';

/**
 * A request answered as an event stream holds no database transaction (request-transaction.ts), so
 * it may carry subscriptions only: a query or mutation sent that way is refused before it runs
 * (subscriptions go through `onSubscribe`, never `onExecute`).
 */
export function subscriptionsOnlyWhenStreaming(): Plugin<RequestContext & { request: Request }> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!(args.contextValue.request.headers.get('accept') ?? '').includes('text/event-stream')) return;
      const code = 'SUBSCRIPTION_REQUIRED';
      setResultAndStopExecution({
        errors: [new GraphQLError(errorMessage(args.contextValue.locale, code), { extensions: { code } })],
      });
    },
  };
}
