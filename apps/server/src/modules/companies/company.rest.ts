import type { FastifyInstance } from 'fastify';
import {
  createAgency,
  createDepartment,
  deleteDepartment,
  listAgencyDepartments,
  updateAgency,
  updateDepartment,
} from './agencies.service.js';
import {
  addCompanyMail,
  addCompanyPhone,
  getCompany,
  removeCompanyContact,
  updateCompany,
} from './company-account.service.js';

type CompanyParams = { Params: { companyId: string }; Body: unknown };

/**
 * The company service of spec 2 section 7.3 (the logos are in company-logo.rest.ts): every answer
 * is `{ data }`. Reads need a member, writes company.full; a `{companyId}` must be the caller's.
 */
export function registerCompanyRoutes(app: FastifyInstance): void {
  app.get('/client/companies', async (request) => ({ data: await getCompany(request.ctx) }));
  app.put<{ Body: unknown }>('/client/companies', async (request) => ({
    data: await updateCompany(request.ctx, request.body),
  }));

  app.post<CompanyParams>('/client/companies/:companyId/mails', async (request) => ({
    data: await addCompanyMail(request.ctx, request.params.companyId, request.body),
  }));
  app.delete<{ Params: { companyId: string; emailId: string } }>(
    '/client/companies/:companyId/mails/:emailId',
    async (request) => ({
      data: await removeCompanyContact(request.ctx, 'mail', request.params.companyId, request.params.emailId),
    }),
  );
  app.post<CompanyParams>('/client/companies/:companyId/phones', async (request) => ({
    data: await addCompanyPhone(request.ctx, request.params.companyId, request.body),
  }));
  app.delete<{ Params: { companyId: string; phoneId: string } }>(
    '/client/companies/:companyId/phones/:phoneId',
    async (request) => ({
      data: await removeCompanyContact(request.ctx, 'phone', request.params.companyId, request.params.phoneId),
    }),
  );

  app.post<{ Body: unknown }>('/client/agencies', async (request) => ({
    data: await createAgency(request.ctx, request.body),
  }));
  app.get<{ Params: { agencyId: string } }>('/client/agencies/:agencyId/departments', async (request) => ({
    data: await listAgencyDepartments(request.ctx, request.params.agencyId),
  }));
  app.put<{ Params: { id: string }; Body: unknown }>('/client/agencies/:id', async (request) => ({
    data: await updateAgency(request.ctx, request.params.id, request.body),
  }));

  app.post<{ Body: unknown }>('/client/departments', async (request) => ({
    data: await createDepartment(request.ctx, request.body),
  }));
  app.put<{ Params: { departmentId: string }; Body: unknown }>(
    '/client/departments/:departmentId',
    async (request) => ({
      data: await updateDepartment(request.ctx, request.params.departmentId, request.body),
    }),
  );
  app.delete<{ Params: { departmentId: string } }>('/client/departments/:departmentId', async (request) => ({
    data: await deleteDepartment(request.ctx, request.params.departmentId),
  }));
}
