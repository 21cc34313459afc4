import { builder } from './builder.js';
import '../modules/permissions/permission.graphql.js';
import '../modules/privacy/privacy.graphql.js';
import '../modules/users/user.graphql.js';
import '../modules/companies/client-info.graphql.js';
import '../modules/credits/credit-request.graphql.js';
import '../modules/processes/process.graphql.js';
import '../modules/candidates/candidate-list.graphql.js';

export const schema = builder.toSchema({ sortSchema: true });
