import { createYoga } from 'graphql-yoga';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.js';
import { maskError, translateDomainErrors } from './errors.js';
import { schema } from './schema.js';

export function createGraphqlHandler(log: FastifyBaseLogger) {
  const logFailure = (error: unknown) => log.error({ err: error }, 'GraphQL resolver failed');
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error, logFailure) },
    context: ({ req }) => req.ctx,
    plugins: [translateDomainErrors(logFailure)],
  });
}
