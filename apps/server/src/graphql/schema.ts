import { builder } from './builder.js';
import { enforceFieldVisibility } from './field-visibility.js';
import { runMutationsInTransactions } from './mutation-transactions.js';
import '../modules/permissions/permission.graphql.js';
import '../modules/privacy/privacy.graphql.js';
import '../modules/users/user.graphql.js';
import '../modules/companies/client-info.graphql.js';
import '../modules/catalogues/country.graphql.js';
import '../modules/credits/credit-request.graphql.js';
import '../modules/processes/process.graphql.js';
import '../modules/candidates/candidate-list.graphql.js';
import '../modules/invitations/invitation.graphql.js';
import '../modules/candidates/candidate-detail.graphql.js';
import '../modules/candidates/candidate-actions.graphql.js';
import '../modules/candidates/candidate-tags.graphql.js';

export const schema = runMutationsInTransactions(enforceFieldVisibility(builder.toSchema({ sortSchema: true })));
