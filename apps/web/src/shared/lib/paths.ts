/** App paths by the spec's route names, without the locale prefix. */
export const paths = {
  processList: '/cap/process/list',
  /** cap-product: the product a new process is launched on. */
  product: '/cap/product',
  /** cap-product-errorProductActive: the process plan's quota is in use. */
  productErrorActive: '/cap/product/error-product-active',
  login: '/auth/login',
  logout: '/auth/logout',
  userCompanies: '/user/companies',
  companyHome: '/cap/my-company/home',
  companyArea: '/cap/my-company',
  users: '/cap/users',
  analytics: '/cap/my-company/analytics/process',
  talentPool: '/talent-pool',
  resourceCenter: '/resource-center',
  notFound: '/404',
  maintenance: '/maintenance',
  accessDenied: '/errors/user-access-denied',
  companyNotFound: '/errors/company-not-found',
  processNotOwned: '/errors/process-not-owned-by-company',
} as const;

/** Pages that live outside Terna (legacy positions, training programmes, knowledge library). */
export const externalLinks = {
  profiles: import.meta.env.VITE_PROFILES_URL ?? 'https://legacy.terna.lat/positions',
  training: import.meta.env.VITE_TRAINING_URL ?? 'https://academia.terna.lat/programas',
  knowledgeLibrary: import.meta.env.VITE_KNOWLEDGE_URL ?? 'https://academia.terna.lat/biblioteca',
  privacyPolicyBase: import.meta.env.VITE_POLICY_BASE_URL ?? '',
} as const;
