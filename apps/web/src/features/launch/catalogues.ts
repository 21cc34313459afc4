import { CATALOGUE_ITEM_SLUGS } from '@terna/domain';
import { restCall, restFetch } from '@/shared/lib/api';

/** Catalogues searched by slug under /catalog-mongo-web/{slug}/search (spec 3 section 7). */
export const CATALOGUE_SLUGS = [...CATALOGUE_ITEM_SLUGS, 'languages'] as const;
export type CatalogueSlug = (typeof CATALOGUE_SLUGS)[number];

/** A catalogue item (spec 3 "Catalogue items"): languages also carry their names in both languages. */
export interface CatalogueItem {
  id: string | number;
  name: string;
  nameSpanish?: string;
  nameEnglish?: string;
}
export interface Currency {
  id: string | number;
  name: string;
  codeISO: string;
}
export interface Degree {
  id: number;
  name: string;
  order: number;
}
export interface Place {
  id: number;
  /** What a job profile keeps as its placeId. */
  uuid: string;
  name: string;
  province?: string | null;
  countryCode?: string | null;
}
/** City search answers only when fewer than 10 places match; otherwise it asks for more letters. */
export interface PlaceSearch {
  places: Place[];
  tooMany: boolean;
}
export interface Competence {
  id: string;
  name: string;
  definition: string;
  area?: string | null;
}
export type BankPurpose = 'KNOWLEDGE' | 'INTERVIEW';
export interface QuestionBank {
  id: number;
  name: string;
  language: string;
  purpose: BankPurpose;
  questionCount: number;
  /** Whether it is Terna's shipped library, which the company reads but does not change. */
  library?: boolean;
  /** Null for the library (the older shape of the answer). */
  companyId?: number | null;
}

export const isLibraryBank = (bank: QuestionBank) => bank.library ?? bank.companyId === null;
export interface BankAnswer {
  id?: string | number;
  content: string;
  correct: boolean;
}
export interface BankQuestion {
  id: number;
  content: string;
  answers: BankAnswer[];
  difficulty?: string | null;
  order: number;
}
export interface JobBoard {
  /** The board's multiposting code (five digits). */
  id: string | number;
  name: string;
  webPage?: string | null;
  /** An inactive board shows, but cannot be chosen. */
  active?: boolean;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const catalogueApi = {
  search: (slug: CatalogueSlug, wildcard: string) =>
    restFetch<CatalogueItem[]>(`/catalog-mongo-web/${slug}/search?${query({ wildcard })}`),
  currencies: () => restFetch<Currency[]>('/catalog-mongo-web/currencies'),
  degrees: () => restFetch<Degree[]>('/catalog-mongo-web/degrees'),
  async places(name: string, country: string): Promise<PlaceSearch> {
    const { data, body } = await restCall<Place[]>(`/catalog-graph-web/places?${query({ name, country })}`);
    return { places: data ?? [], tooMany: body.tooMany === true };
  },
  competences: () => restFetch<Competence[]>('/cm/competences'),
  questionBanks: (purpose: BankPurpose, language: string) =>
    restFetch<QuestionBank[]>(`/qae-web/questionbank?${query({ purpose, language })}`),
  createQuestionBank: (bank: { name: string; language: string; purpose: BankPurpose }) =>
    restFetch<QuestionBank>('/qae-web/questionbank', { method: 'POST', body: bank }),
  bankQuestions: (bankId: number) => restFetch<BankQuestion[]>(`/qae-web/questionbank/${bankId}/questions`),
  addBankQuestion: (bankId: number, question: Omit<BankQuestion, 'id'>) =>
    restFetch<BankQuestion>(`/qae-web/questionbank/${bankId}/questions`, { method: 'POST', body: question }),
  updateBankQuestion: (bankId: number, question: BankQuestion) =>
    restFetch<BankQuestion>(`/qae-web/questionbank/${bankId}/questions/${question.id}`, {
      method: 'PUT',
      body: question,
    }),
  deleteBankQuestion: (bankId: number, questionId: number) =>
    restFetch<unknown>(`/qae-web/questionbank/${bankId}/questions/${questionId}`, { method: 'DELETE' }),
  jobBoards: () => restFetch<JobBoard[]>('/client/companies/publication'),
};
