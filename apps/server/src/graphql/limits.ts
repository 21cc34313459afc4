import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  type ConstListValueNode,
  type ConstObjectValueNode,
  type DocumentNode,
  type ListValueNode,
  type ObjectValueNode,
  type ParseOptions,
  type Source,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Locale } from '@terna/domain';
import type { FastifyRequest } from 'fastify';
import { errorMessage } from '../i18n.js';

/**
 * What one GraphQL document may ask for. The web app's largest operation stays well below each limit
 * (limits.test.ts measures every document the web app sends), while a document built to exhaust the
 * server (deep nesting, thousands of aliases of an expensive field, a megabyte of tokens) is refused
 * before any resolver runs.
 */
export const GRAPHQL_LIMITS = {
  /** Counting each fragment spread as a level, as GraphQL Armor does; the people tab's list reaches 10. */
  depth: 15,
  aliases: 15,
  tokens: 3000,
  /** GraphQL Armor's cost model (2 per object, 1 per scalar, ×1.5 per level); the people tab's list costs about 1,600. */
  cost: 5000,
  /**
   * Lists and objects nested in one argument written into the document; the schema's deepest input
   * (addObservers' list of observers) takes 3. graphql-js reads values recursively: some two thousand
   * levels, well within the token limit, overflow the stack.
   */
  valueDepth: 10,
} as const;

export type GraphqlLimit = keyof typeof GRAPHQL_LIMITS;

function refuse(locale: Locale, limit: GraphqlLimit) {
  return (): never => {
    throw new GraphQLError(errorMessage(locale, 'QUERY_TOO_COMPLEX'), {
      extensions: { code: 'QUERY_TOO_COMPLEX', limit, http: { status: 400 } },
    });
  };
}

/** The validation rules of the limits; the refusal speaks `locale`. */
export function limitRules(locale: Locale): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, onReject: [refuse(locale, 'depth')] }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, onReject: [refuse(locale, 'aliases')] }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, onReject: [refuse(locale, 'cost')] }),
  ] as ValidationRule[];
}

/** Parsing and validation run before Yoga builds our context: the request's own context is on the Fastify request. */
const localeOf = (context: { req?: FastifyRequest }): Locale => context.req?.ctx?.locale ?? 'es';

/**
 * Counts tokens and how deep list and object values nest while parsing, so an oversized or too deeply
 * nested document stops at the limit instead of being parsed whole (or overflowing the stack).
 */
class LimitedParser extends MaxTokensParserWLexer {
  private valueDepth = 0;

  constructor(
    source: string | Source,
    options: ParseOptions | undefined,
    private readonly locale: Locale,
  ) {
    super(source, { ...options, n: GRAPHQL_LIMITS.tokens, onReject: [refuse(locale, 'tokens')] });
  }

  private nested<T>(parse: () => T): T {
    if (this.valueDepth >= GRAPHQL_LIMITS.valueDepth) refuse(this.locale, 'valueDepth')();
    this.valueDepth += 1;
    try {
      return parse();
    } finally {
      this.valueDepth -= 1;
    }
  }

  override parseList(isConst: true): ConstListValueNode;
  override parseList(isConst: boolean): ListValueNode;
  override parseList(isConst: boolean): ListValueNode {
    return this.nested(() => super.parseList(isConst));
  }

  override parseObject(isConst: true): ConstObjectValueNode;
  override parseObject(isConst: boolean): ObjectValueNode;
  override parseObject(isConst: boolean): ObjectValueNode {
    return this.nested(() => super.parseObject(isConst));
  }
}

/** A GraphQL document read within the limits; a refusal speaks `locale`. */
export function parseWithLimits(source: string | Source, locale: Locale, options?: ParseOptions): DocumentNode {
  return new LimitedParser(source, options, locale).parseDocument();
}

export function graphqlLimits(): Plugin<{ req?: FastifyRequest }> {
  return {
    onParse({ context, setParseFn }) {
      const locale = localeOf(context);
      setParseFn((source, options) => parseWithLimits(source, locale, options));
    },
    onValidate({ context, addValidationRule }) {
      for (const rule of limitRules(localeOf(context))) addValidationRule(rule);
    },
  };
}
