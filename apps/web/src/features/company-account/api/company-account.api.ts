import type { CompanyForm } from '@terna/domain';
import { restFetch } from '@/shared/lib/api';

/** The company service of spec 2 section 7.3, as GET /client/companies answers it. */
export interface CompanyContact {
  id: number;
  value: string;
}
export interface CompanyDepartment {
  id: number;
  name: string;
  agencyId: number;
}
export interface CompanyAgency {
  id: number;
  companyId: number;
  name: string;
  address: string | null;
  placeId: number | null;
  mail: string | null;
  longitude: string | null;
  latitude: string | null;
  departments: CompanyDepartment[];
}
export interface CompanyAccount extends CompanyForm {
  id: number;
  logoUrl: string | null;
  jobBoardLogoUrl: string | null;
  mails: CompanyContact[];
  phones: CompanyContact[];
  agencies: CompanyAgency[];
}
export interface AgencyFields {
  name: string;
  address: string;
  mail: string;
}
export type ContactKind = 'mails' | 'phones';

export const companyAccountApi = {
  get: () => restFetch<CompanyAccount>('/client/companies'),
  update: (body: CompanyForm) => restFetch<CompanyAccount>('/client/companies', { method: 'PUT', body }),
  addContact: (companyId: number, kind: ContactKind, value: string) =>
    restFetch<CompanyContact>(`/client/companies/${companyId}/${kind}`, { method: 'POST', body: { value } }),
  removeContact: (companyId: number, kind: ContactKind, id: number) =>
    restFetch<CompanyContact>(`/client/companies/${companyId}/${kind}/${id}`, { method: 'DELETE' }),
  createAgency: (companyId: number, agency: AgencyFields) =>
    restFetch<CompanyAgency>('/client/agencies', { method: 'POST', body: { companyId, ...agency } }),
  updateAgency: (companyId: number, id: number, agency: AgencyFields) =>
    restFetch<CompanyAgency>(`/client/agencies/${id}`, { method: 'PUT', body: { companyId, ...agency } }),
  createDepartment: (companyId: number, agencyId: number, name: string) =>
    restFetch<CompanyDepartment>('/client/departments', { method: 'POST', body: { companyId, agencyId, name } }),
  renameDepartment: (companyId: number, id: number, name: string) =>
    restFetch<CompanyDepartment>(`/client/departments/${id}`, { method: 'PUT', body: { companyId, name } }),
  deleteDepartment: (id: number) => restFetch<CompanyDepartment>(`/client/departments/${id}`, { method: 'DELETE' }),
};
