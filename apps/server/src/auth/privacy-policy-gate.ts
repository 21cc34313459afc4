import type { FastifyInstance } from 'fastify';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import { DomainError } from '../errors.js';
import { errorMessage } from '../i18n.js';
import { ownerConnectionRoute } from '../request-transaction.js';

/**
 * The GraphQL root fields a company user who has not accepted the current privacy policy may still
 * call (decision 027): who they are and the policy itself (`me`, `getPrivacyPolicy`), accepting it
 * (`updateMe`, which then takes nothing but an acceptance), what the web app's shell needs to draw
 * the policy dialog (`clientInfo`, `getUserPermissions`: their own company and rights, nobody's
 * personal data), and the invitation link's public pair, which answers a signed-in user as it
 * answers anybody. Introspection's own fields (`__typename`) are no data.
 */
export const OPEN_BEFORE_ACCEPTANCE = new Set([
  'me',
  'getPrivacyPolicy',
  'updateMe',
  'clientInfo',
  'getUserPermissions',
  'getInvitation',
  'acceptUserInvitation',
]);

/** The policy's own parameter (modules/privacy/privacy.rest.ts), public like the policy. */
const POLICY_PARAMETER_ROUTE = '/cm/parameters/:name';

/**
 * REST routes open before acceptance: the policy's parameter, and the routes that act for no company
 * caller (sign-in, refresh, sign-out, company switching, the candidate portal's entry, probes:
 * request-transaction.ts), since signing out and back in must stay possible.
 */
const openRoute = (url: string) => url === POLICY_PARAMETER_ROUTE || ownerConnectionRoute(url);

/** Whether the request is a company user's who has not accepted the current policy. */
export const mustAcceptPolicy = (ctx: Pick<RequestContext, 'caller'>): boolean =>
  ctx.caller !== null && !ctx.caller.privacyPolicyAccepted;

/**
 * Refuses every REST route but the open ones to a company user who has not accepted the policy,
 * before the body is read or a transaction opens. GraphQL has its own gate (privacyPolicyGate):
 * what it may do depends on the document's root fields.
 */
export function registerPrivacyPolicyGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || url === '/graphql' || openRoute(url) || !mustAcceptPolicy(request.ctx)) return;
    throw new DomainError('PRIVACY_POLICY_NOT_ACCEPTED');
  });
}

/** The names of an operation's root fields, through its fragments. */
function rootFieldNames(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const names: string[] = [];
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return names;
}

/**
 * The GraphQL side of the gate: a query, mutation or subscription of a company user who has not
 * accepted the policy runs only when each of its root fields is open before acceptance; otherwise
 * none of it runs, and the answer is PRIVACY_POLICY_NOT_ACCEPTED, which the web app answers by
 * showing the policy dialog.
 */
export function privacyPolicyGate(): Plugin<RequestContext> {
  const refusal = (
    ctx: RequestContext,
    document: DocumentNode,
    operationName: string | null | undefined,
  ): ExecutionResult | null => {
    if (!mustAcceptPolicy(ctx)) return null;
    const closed = rootFieldNames(document, operationName).filter(
      (name) => !name.startsWith('__') && !OPEN_BEFORE_ACCEPTANCE.has(name),
    );
    if (closed.length === 0) return null;
    const code = 'PRIVACY_POLICY_NOT_ACCEPTED';
    return { errors: [new GraphQLError(errorMessage(ctx.locale, code), { extensions: { code } })] };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args.contextValue, args.document, args.operationName);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args.contextValue, args.document, args.operationName);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
