import { builder } from '../../graphql/builder.js';
import { CREDIT_REQUEST_KINDS, requestCredits } from './credit-request.service.js';

const CreditRequestKind = builder.enumType('CreditRequestKind', { values: CREDIT_REQUEST_KINDS });

builder.mutationField('requestCredits', (t) =>
  t.boolean({
    description: 'Asks the sales team for more credits or talent-pool views.',
    args: { kind: t.arg({ type: CreditRequestKind, required: true }) },
    resolve: (_, args, ctx) => requestCredits(ctx, args.kind),
  }),
);
