import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import { DomainError } from '../errors.js';
import { errorMessage, validationMessage } from '../i18n.js';

function domainErrorOf(error: GraphQLError): DomainError | undefined {
  return error.originalError instanceof DomainError ? error.originalError : undefined;
}

/** Yoga's masking hides everything except our DomainErrors: no stack, SQL or internal message leaves the server. */
export function maskError(error: unknown, log: (error: unknown) => void): Error {
  if (error instanceof GraphQLError) {
    if (domainErrorOf(error)) return error;
    if (!error.originalError) return error; // validation and parse errors of the query itself
  }
  log(error);
  return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL' } });
}

/** Gives each DomainError its code, field messages and text in the caller's language. */
export function translateDomainErrors(): Plugin {
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
              const domain = domainErrorOf(error);
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
