import { createYoga } from 'graphql-yoga';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.js';
import { maskError, translateDomainErrors } from './errors.js';
import { schema } from './schema.js';

export function createGraphqlHandler(log: FastifyBaseLogger) {
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error, (original) => log.error({ err: original }, 'GraphQL resolver failed')) },
    context: ({ req }) => req.ctx,
    plugins: [translateDomainErrors()],
  });
}
