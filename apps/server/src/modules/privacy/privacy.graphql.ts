import { builder } from '../../graphql/builder.js';
import { getPrivacyPolicy, type PrivacyPolicy } from './privacy.service.js';

const PrivacyPolicyRef = builder.objectRef<PrivacyPolicy>('PrivacyPolicy').implement({
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The policy version' }),
    link: t.exposeString('link'),
  }),
});

builder.queryField('getPrivacyPolicy', (t) =>
  t.field({ type: PrivacyPolicyRef, resolve: (_, __, ctx) => getPrivacyPolicy(ctx) }),
);
