import { createYoga } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.js';
import { maskError, translateDomainErrors } from './errors.js';
import { schema } from './schema.js';

export function createGraphqlHandler() {
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    logging: false,
    maskedErrors: { maskError },
    context: ({ req }) => req.ctx,
    plugins: [translateDomainErrors()],
  });
}
