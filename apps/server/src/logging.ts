import { stdSerializers, type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import pinoPretty from 'pino-pretty';

/**
 * The one logger configuration of the server (Fastify's logger) and the worker, and the rules that keep
 * credentials and personal data out of every line (docs/decisions/028-log-redaction-and-input-limits.md).
 * A line says what happened (the route, the status, the failed statement and its constraint), never
 * with which values: a signed link's signature, a token, an e-mail, a national id, an invitation link.
 */

export const REDACTED = '[redacted]';

/** Where log lines go instead of stdout: anything with write(line) (tests read the lines). */
export type LogDestination = DestinationStream;

/** `json` for log collectors; `pretty` for a person at a terminal (the same redacted fields, laid out). */
export type LogFormat = 'json' | 'pretty';

/** Standard output in the given format: undefined means pino's own JSON writer. */
export function standardOutput(format: LogFormat): LogDestination | undefined {
  // Synchronous, so a line written just before the process exits is not lost.
  return format === 'pretty'
    ? pinoPretty({ sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' })
    : undefined;
}

/** Quoted user values inside PostgreSQL's own messages (`invalid input syntax for type integer: "…"`). */
const DATABASE_VALUE = /((?:invalid input (?:syntax|value) for|out of range)[\w ]*): "(?:[^"\\]|\\.)*"/g;

const TEXT_RULES: readonly [RegExp, string][] = [
  // Before the query-string rule, which would cut a token at its first '='.
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, REDACTED],
  [/\b(Bearer|Basic)\s+[^\s,;"]+/gi, `$1 ${REDACTED}`],
  [/[\w.+%-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi, REDACTED],
  // Every query parameter's value: signed links (expires, signature), invitation tokens, e-mails.
  [/([?&][^\s=&?#"'<>]*=)[^\s&#"'<>]*/g, `$1${REDACTED}`],
  [/(\b[a-z][\w+.-]*:\/\/)[^\s/@"]+@/gi, `$1${REDACTED}@`],
  // Cookies and form-style credentials outside a query string (terna_refresh=…; token=…).
  [/\b(\w*(?:refresh|token|session|secret|password|signature)\w*=)[^\s&;,"]+/gi, `$1${REDACTED}`],
  // drizzle's failed-query message ends with the statement's parameters (unless already cut out exactly).
  [/^params: (?!\[redacted\]).*$/gm, `params: ${REDACTED}`],
  // PostgreSQL's detail: the key that clashed or the row that failed a constraint.
  [
    /(\bKey \(.*?\)=)\(.*\)(?= (?:already exists|is not present|is still referenced|conflicts with))/g,
    `$1(${REDACTED})`,
  ],
  [/(\bFailing row contains )\(.*\)/g, `$1(${REDACTED})`],
  [DATABASE_VALUE, `$1: "${REDACTED}"`],
  [/\b(value )"(?:[^"\\]|\\.)*"( is out of range)/g, `$1"${REDACTED}"$2`],
];

/** Free text (a message, a URL, a stack) without tokens, e-mails, query values or SQL values. */
export function redactText(text: string): string {
  return TEXT_RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/**
 * Keys whose value is left out whatever it holds: a statement's parameters (drizzle's `params`,
 * pg's `parameters`), PostgreSQL's `detail` (it repeats the values), and credentials by name.
 */
const SECRET_KEYS = new Set([
  'params',
  'parameters',
  'detail',
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'email',
  'identification',
]);

/** How deep an error's own fields are followed (a driver error nests its query options a level or two). */
const ERROR_FIELD_DEPTH = 4;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= ERROR_FIELD_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.has(key) ? REDACTED : redactValue(item, depth + 1)]),
  );
}

/** An error and what it wraps: its cause, or the resolver error a GraphQL error carries. */
function* errorChain(error: unknown): Generator<Error> {
  for (let link = error, hops = 0; link instanceof Error && hops < 5; hops += 1) {
    yield link;
    link = link.cause ?? (link as { originalError?: unknown }).originalError;
  }
}

/**
 * The statement parameters a drizzle error spells into its message (`params: a,b,c`), replaced
 * exactly along the chain: a value holding a line break would slip past the line rule.
 */
function withoutStatementParams(error: unknown, text: string): string {
  let result = text;
  for (const link of errorChain(error)) {
    const params = (link as { params?: unknown }).params;
    if (Array.isArray(params) && params.length)
      result = result.split(`params: ${String(params)}`).join(`params: ${REDACTED}`);
  }
  return redactText(result);
}

/** An error as pino writes it (type, message and stack with their causes, own fields), without values. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth >= ERROR_FIELD_DEPTH) return redactValue(error, depth);
  const { type, message, stack } = stdSerializers.err(error);
  const fields = Object.entries(error)
    // pino folds the cause into the message and the stack.
    .filter(([key]) => key !== 'cause')
    .map(([key, value]) => {
      if (SECRET_KEYS.has(key)) return [key, REDACTED];
      return [key, value instanceof Error ? serializeError(value, depth + 1) : redactValue(value, depth + 1)];
    });
  return {
    // A GraphQL error's own fields include its message: the cleaned one is written over it.
    ...Object.fromEntries(fields),
    type,
    message: withoutStatementParams(error, message),
    stack: withoutStatementParams(error, stack),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino's options for Fastify and the worker: `destination` instead of stdout when given. */
export function logOptions(level: string, destination?: LogDestination): LoggerOptions & { stream?: LogDestination } {
  return {
    level,
    serializers: {
      // Fastify's own request fields, the URL without its query values.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
    // Whatever a log call names so, at the top or a level down, wherever the serializers do not reach.
    redact: {
      paths: [
        ...[...SECRET_KEYS].flatMap((key) => {
          const path = key.includes('-') ? `["${key}"]` : key;
          return [path, path.startsWith('[') ? `*${path}` : `*.${path}`];
        }),
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    hooks: {
      // The message text, and an error logged on its own (`log.error(error)`), whose message pino would copy as is.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        const next =
          first instanceof Error
            ? [{ err: first }, ...(typeof rest[0] === 'string' ? rest : [withoutStatementParams(first, first.message)])]
            : args;
        method.apply(
          this,
          next.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    ...(destination ? { stream: destination } : {}),
  };
}

/** The worker's logger: the server's configuration, on stdout in the configured format. */
export function createLogger(level: string, format: LogFormat): Logger {
  const output = standardOutput(format);
  return output ? pino(logOptions(level), output) : pino(logOptions(level));
}
