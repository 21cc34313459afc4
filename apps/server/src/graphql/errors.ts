import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import { DomainError } from '../errors.js';
import { errorMessage, validationMessage } from '../i18n.js';

// By name, not instanceof: two copies of graphql can be loaded (ESM and CJS entry points).
const isGraphqlError = (value: unknown): value is GraphQLError => value instanceof Error && value.name === 'GraphQLError';

function domainErrorOf(error: GraphQLError): DomainError | undefined {
  return error.originalError instanceof DomainError ? error.originalError : undefined;
}

/** Yoga's masking hides everything except our DomainErrors: no stack, SQL or internal message leaves the server. */
export function maskError(error: unknown, log: (error: unknown) => void): Error {
  if (isGraphqlError(error)) {
    if (domainErrorOf(error)) return error;
    if (!error.originalError || isGraphqlError(error.originalError)) return error; // errors of the query itself
  }
  log(error);
  const internal = new DomainError('INTERNAL');
  return new GraphQLError(internal.code, { originalError: internal, extensions: { code: internal.code } });
}

/**
 * Gives each DomainError its code, field messages and text in the caller's language. Whether it runs
 * before or after masking, anything else is logged and becomes INTERNAL.
 */
export function translateDomainErrors(log: (error: unknown) => void): Plugin {
  return {
    onExecute({ args }) {
      const locale = (args.contextValue as unknown as RequestContext).locale;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors) return;
          const single = result as ExecutionResult;
          setResult({
            ...single,
            errors: single.errors!.map((error) => {
              let domain = domainErrorOf(error);
              if (!domain && error.originalError && !isGraphqlError(error.originalError)) {
                log(error.originalError);
                domain = new DomainError('INTERNAL');
              }
              if (!domain) return error;
              const fields = domain.fields
                ? Object.fromEntries(Object.entries(domain.fields).map(([path, f]) => [path, validationMessage(locale, f.key, f.params)]))
                : undefined;
              return new GraphQLError(errorMessage(locale, domain.code, domain.params), {
                nodes: error.nodes,
                path: error.path,
                originalError: domain,
                extensions: { code: domain.code, ...(fields ? { fields } : {}) },
              });
            }),
          });
        },
      };
    },
  };
}
