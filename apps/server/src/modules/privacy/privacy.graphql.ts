import { builder } from '../../graphql/builder.js';
import { getPrivacyPolicy, type PrivacyPolicy } from './privacy.service.js';

const PrivacyPolicyRef = builder.objectRef<PrivacyPolicy>('PrivacyPolicy').implement({
  description: 'The privacy policy in force, which a user accepts by version.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The policy version.' }),
    link: t.exposeString('link', { description: 'The URL of the policy’s text.' }),
  }),
});

builder.queryField('getPrivacyPolicy', (t) =>
  t.field({
    type: PrivacyPolicyRef,
    description: 'The privacy policy in force; anyone signed in may read it.',
    resolve: (_, __, ctx) => getPrivacyPolicy(ctx),
  }),
);
