import { GraphQLError, type ExecutionResult } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import { outageError } from '../db/outage.js';
import { DomainError } from '../errors.js';
import { errorMessage, localeFromHeader, validationMessage } from '../i18n.js';

// By name, not instanceof: two copies of graphql can be loaded (ESM and CJS entry points).
const isGraphqlError = (value: unknown): value is GraphQLError =>
  value instanceof Error && value.name === 'GraphQLError';

function domainErrorOf(error: GraphQLError): DomainError | undefined {
  // graphql-js wraps what a scalar throws while coercing a variable in one GraphQLError per level.
  let cause: unknown = error.originalError;
  while (isGraphqlError(cause)) cause = cause.originalError;
  return cause instanceof DomainError ? cause : undefined;
}

/** What the client is told about an error that is not a DomainError: the database is out (503), or INTERNAL. */
function unexpectedError(error: unknown): DomainError {
  return outageError(error) ?? new DomainError('INTERNAL');
}

/** Yoga's masking hides everything except our DomainErrors: no stack, SQL or internal message leaves the server. */
export function maskError(error: unknown, log: (error: unknown) => void): Error {
  if (isGraphqlError(error)) {
    if (domainErrorOf(error)) return error;
    if (!error.originalError || isGraphqlError(error.originalError)) return error; // errors of the query itself
  }
  log(error);
  const domain = unexpectedError(isGraphqlError(error) ? error.originalError : error);
  return new GraphQLError(domain.code, { originalError: domain, extensions: { code: domain.code } });
}

/**
 * A 503 answers with that HTTP status and Retry-After (Yoga reads `extensions.http` and leaves it out of
 * the body), so clients and load balancers see the outage; other DomainErrors keep GraphQL's 200. A
 * DomainError that stops the request before it runs (a bad date variable: the result has no `data`)
 * is a request error, answered as graphql-js answers a bad variable of its own (`spec`: 200 to
 * application/json, 400 to application/graphql-response+json); without it Yoga would count the error
 * as unexpected and answer 500.
 */
function httpOf(
  domain: DomainError,
  requestError: boolean,
): { http: { status: number; headers?: Record<string, string>; spec?: boolean } } | undefined {
  if (domain.status === 503) {
    const headers: Record<string, string> = domain.params.retryAfter
      ? { 'retry-after': String(domain.params.retryAfter) }
      : {};
    return { http: { status: domain.status, headers } };
  }
  return requestError ? { http: { status: 400, spec: true } } : undefined;
}

/**
 * Gives each DomainError its code, field messages and text in the caller's language. Whether it runs
 * before or after masking, anything else is logged and becomes SERVICE_UNAVAILABLE (the database is out)
 * or INTERNAL.
 */
export function translateDomainErrors(log: (error: unknown) => void): Plugin {
  const translate = (single: ExecutionResult, locale: RequestContext['locale']): ExecutionResult => ({
    ...single,
    errors: single.errors!.map((error) => {
      let domain = domainErrorOf(error);
      if (!domain && error.originalError && !isGraphqlError(error.originalError)) {
        log(error.originalError);
        domain = unexpectedError(error.originalError);
      }
      if (!domain) return error;
      const fields = domain.fields
        ? Object.fromEntries(
            Object.entries(domain.fields).map(([path, f]) => [path, validationMessage(locale, f.key, f.params)]),
          )
        : undefined;
      return new GraphQLError(errorMessage(locale, domain.code, domain.params), {
        nodes: error.nodes,
        path: error.path,
        originalError: domain,
        extensions: {
          code: domain.code,
          ...(fields ? { fields } : {}),
          ...httpOf(domain, !('data' in single)),
        },
      });
    }),
  });
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      // Yoga answers a body it has no parser for (plain text, a form: what a cross-site form can send)
      // with a bare 415; thrown instead, the refusal gets a code and a message like every other.
      if (!requestParser) {
        setRequestParser(() => {
          throw createGraphQLError('Unsupported Media Type', { extensions: { http: { status: 415 } } });
        });
      }
    },
    onValidate({ context }) {
      // A bad date written in the query itself fails validation, before the request has its context:
      // the language comes from the request's header, and the refusal is the same translated BAD_INPUT
      // a bad date variable gets.
      const request = (context as { request?: Request }).request;
      return ({ result, setResult }) => {
        if (!result.some((error) => domainErrorOf(error))) return;
        const locale = localeFromHeader(request?.headers.get('accept-language') ?? undefined);
        setResult(
          result.map((error) => {
            const domain = domainErrorOf(error);
            if (!domain) return error;
            return new GraphQLError(errorMessage(locale, domain.code, domain.params), {
              nodes: error.nodes,
              originalError: domain,
              extensions: { code: domain.code, ...httpOf(domain, true) },
            });
          }),
        );
      };
    },
    onExecute({ args }) {
      const locale = (args.contextValue as unknown as RequestContext).locale;
      return {
        onExecuteDone({ result, setResult }) {
          if ('errors' in result && result.errors) setResult(translate(result as ExecutionResult, locale));
        },
      };
    },
    // A subscription refused when subscribing (its `subscribe` threw) answers one result; an accepted
    // one answers a result per event, whose `resolve` may throw too.
    onSubscribe({ args }) {
      const locale = (args.contextValue as unknown as RequestContext).locale;
      return {
        onSubscribeResult({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) {
            if (result.errors) setResult(translate(result, locale));
            return;
          }
          return {
            onNext({ result: next, setResult: setNext }) {
              if (next.errors) setNext(translate(next, locale));
            },
          };
        },
      };
    },
    onResultProcess({ request, result, setResult }) {
      const locale = localeFromHeader(request.headers.get('accept-language') ?? undefined);
      const coded = (single: ExecutionResult): ExecutionResult =>
        single.errors?.some((error) => !error.extensions?.code || error.extensions.code === 'QUERY_TOO_COMPLEX')
          ? { ...single, errors: single.errors.map((error) => limitInCallerLanguage(codeQueryError(error), locale)) }
          : single;
      if (Array.isArray(result)) setResult(result.map(coded));
      else if (!(Symbol.asyncIterator in result)) setResult(coded(result));
    },
  };
}

/**
 * Yoga codes the errors of a document that does not parse or validate (GRAPHQL_PARSE_FAILED...),
 * but graphql-js gives a variable of the wrong type none, and neither does a body that is not a
 * GraphQL request: they are bad input like any other. Their message already names the problem.
 */
function codeQueryError(error: GraphQLError): GraphQLError {
  if (error.extensions?.code) return error;
  return new GraphQLError(error.message, {
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: 'BAD_INPUT' },
  });
}

/**
 * Yoga caches what parsing and validating a document gave by the document's text, refusals
 * included: a limit refused in one caller's language would reach every later caller in it.
 */
function limitInCallerLanguage(error: GraphQLError, locale: RequestContext['locale']): GraphQLError {
  if (error.extensions?.code !== 'QUERY_TOO_COMPLEX') return error;
  return new GraphQLError(errorMessage(locale, 'QUERY_TOO_COMPLEX'), {
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * With introspection off, graphql-js's "Did you mean …?" hints are the last way to read the schema's
 * names from outside: production leaves them out of every answer, whether the document failed
 * validation or a variable failed coercion (an unknown input field, a misspelt enum value), in a
 * query, a mutation or a subscription.
 */
export function hideSchemaSuggestions(): Plugin {
  const withoutSuggestion = (error: GraphQLError): GraphQLError =>
    SUGGESTION.test(error.message)
      ? new GraphQLError(error.message.replace(SUGGESTION, ''), {
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: error.extensions,
        })
      : error;
  const stripped = (single: ExecutionResult): ExecutionResult =>
    single.errors?.some((error) => SUGGESTION.test(error.message))
      ? { ...single, errors: single.errors.map(withoutSuggestion) }
      : single;
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map(stripped));
      else if (!(Symbol.asyncIterator in result)) setResult(stripped(result));
    },
  };
}

const SUGGESTION = / Did you mean .*$/s;
