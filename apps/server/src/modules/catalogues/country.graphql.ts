import { builder } from '../../graphql/builder.js';
import { listCountries, type Country } from './country.service.js';

const CountryRef = builder.objectRef<Country>('Country').implement({
  description: 'A country of the reference catalogue, named in the caller’s language.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 3166-1 alpha-2; XX is "other".' }),
    name: t.exposeString('name', { description: 'The country’s name in the caller’s language.' }),
  }),
});

builder.queryField('countries', (t) =>
  t.field({
    type: [CountryRef],
    description: 'Every country a person can belong to, sorted by name with "other" last.',
    resolve: (_, __, ctx) => listCountries(ctx),
  }),
);
