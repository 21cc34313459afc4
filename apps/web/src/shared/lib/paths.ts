/* Read by vite.config.ts (src/app/first-screens.ts) as well: no import.meta.env here; external links have their own file. */
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
  tagsAnalytics: '/cap/my-company/analytics/tags',
  companyReports: '/cap/my-company/reports',
  credits: '/cap/my-company/credits',
  companyTags: '/cap/my-company/tags',
  hired: '/cap/my-company/hired',
  unwanted: '/cap/my-company/blacklist',
  activityLog: '/cap/my-company/activity',
  mailOutbox: '/cap/my-company/outbox',
  notificationSettings: '/cap/my-company/notifications',
  accountCompany: '/account/company',
  accountUsers: '/account/users',
  accountProfile: '/account/profile',
  subscriptionDetail: '/subscription/detail',
  /** invitation-activate: a new member sets their name and password from the e-mailed link (?token=). */
  invitationActivate: '/invitation/activate',
  /** invitation-onboard-hash: a member with an account already joins the inviting company. */
  invitationOnboard: '/onboard/:hash',
  resourceCenterVideos: '/resource-center/videos',
  resourceCenterDocuments: '/resource-center/documents',
  /** A guide's reading page (:slug of the resource item). */
  resourceCenterGuide: '/resource-center/guides/:slug',
  talentPool: '/talent-pool',
  resourceCenter: '/resource-center',
  notFound: '/404',
  maintenance: '/maintenance',
  accessDenied: '/errors/user-access-denied',
  companyNotFound: '/errors/company-not-found',
  processNotOwned: '/errors/process-not-owned-by-company',
  /** Terna's administrators: every company's orders awaiting payment (docs/decisions/021). */
  staffOrders: '/staff/orders',
  /** talent-pool-my-base: the company's own people and the CVs it bought (talentPool above is the talent-pool search). */
  talentPoolMyBase: '/talent-pool/my-base',
  /** talent-pool-evaluar-cv-id-person: a talent-pool person's CV, anonymised until bought. */
  talentPoolEvaluarCv: '/talent-pool/evaluar/cv/:id',
  /** talent-pool-my-base-cv-id-person: a my-base person's CV. */
  talentPoolMyBaseCv: '/talent-pool/my-base/cv/:id',
} as const;
