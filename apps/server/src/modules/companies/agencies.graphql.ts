import { builder } from '../../graphql/builder.js';
import { companyAgencies, type CompanyAgency } from './agencies.service.js';

const DepartmentRef = builder.objectRef<CompanyAgency['departments'][number]>('CompanyDepartment').implement({
  description: 'A department of an agency.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The department id.' }),
    name: t.exposeString('name', { description: 'The department’s name.' }),
    scoped: t.exposeBoolean('scoped', {
      description: 'Whether the caller is limited to this department: a process of theirs can only be of it.',
    }),
  }),
});

const AgencyRef = builder.objectRef<CompanyAgency>('CompanyAgency').implement({
  description: 'An agency (branch) of the company, with its departments.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The agency id.' }),
    name: t.exposeString('name', { description: 'The agency’s name.' }),
    scoped: t.exposeBoolean('scoped', {
      description: 'Whether the caller is limited to this agency: a process of theirs can only be of it.',
    }),
    departments: t.field({
      type: [DepartmentRef],
      description: 'Its departments, by name.',
      resolve: (agency) => agency.departments,
    }),
  }),
});

builder.queryField('companyAgencies', (t) =>
  t.field({
    type: [AgencyRef],
    description: 'The caller’s company’s agencies with their departments, by name; empty when it has none.',
    resolve: (_, __, ctx) => companyAgencies(ctx),
  }),
);
