import { CREDIT_REQUEST_KINDS } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain } from '../../graphql/enums.js';
import { requestCredits } from './credit-request.service.js';

const CreditRequestKindEnum = enumFromDomain(
  'CreditRequestKind',
  CREDIT_REQUEST_KINDS,
  'What a company asks the sales team for.',
  { VIEWS: 'More talent-pool views.', CREDITS: 'More credits to launch and extend processes.' },
);

builder.mutationField('requestCredits', (t) =>
  t.boolean({
    description: 'Asks the sales team for more credits or talent-pool views; true once the request is stored.',
    args: { kind: t.arg({ type: CreditRequestKindEnum, required: true, description: 'What is asked for.' }) },
    resolve: (_, args, ctx) => requestCredits(ctx, args.kind),
  }),
);
