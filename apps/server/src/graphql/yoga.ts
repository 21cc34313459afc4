import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga } from 'graphql-yoga';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { privacyPolicyGate } from '../auth/privacy-policy-gate.js';
import type { RequestContext } from '../context.js';
import { hideSchemaSuggestions, maskError, translateDomainErrors } from './errors.js';
import { graphqlLimits } from './limits.js';
import { schema } from './schema.js';
import { subscriptionsOnlyWhenStreaming } from './streaming.js';

export function createGraphqlHandler(log: FastifyBaseLogger, options: { production: boolean }) {
  const logFailure = (error: unknown) => log.error({ err: error }, 'GraphQL resolver failed');
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    // Yoga answers every origin by default; the web app is served from the API's own origin, so nobody else needs CORS.
    cors: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error, logFailure) },
    context: ({ req }) => req.ctx,
    plugins: [
      graphqlLimits(),
      subscriptionsOnlyWhenStreaming(),
      privacyPolicyGate(),
      translateDomainErrors(logFailure),
      // The web app is built against the committed schema.graphql; in production nobody needs to ask the server for it.
      ...(options.production ? [useDisableIntrospection(), hideSchemaSuggestions()] : []),
    ],
  });
}
