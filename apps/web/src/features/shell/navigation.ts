import type { FeatureName, Subject } from '@terna/domain';
import { externalLinks, paths } from '@/shared/lib/paths';

export interface NavItem {
  key: string;
  /** An in-app path (locale added) or an external address opened in a new tab. */
  to?: string;
  href?: string;
  can?: [action: string, subject: Subject];
  feature?: FeatureName[];
  children?: NavItem[];
}

/** Header items of spec 2 section 2.1, each shown only when permitted. */
export const HEADER_ITEMS: NavItem[] = [
  { key: 'dashboard', to: paths.analytics, can: ['general', 'Dashboard'] },
  { key: 'profiles', href: externalLinks.profiles, can: ['view', 'Profile'] },
  { key: 'processes', to: paths.processList, can: ['view', 'Process'] },
  { key: 'talentPool', to: paths.talentPool },
  { key: 'resourceCenter', to: paths.resourceCenter },
];

/** Company-area side panel of spec 2 section 2.8. */
export const COMPANY_ITEMS: NavItem[] = [
  { key: 'account', to: paths.companyHome, can: ['full', 'Company'] },
  {
    key: 'dashboard',
    can: ['general', 'Dashboard'],
    children: [
      { key: 'processesAnalytics', to: paths.analytics },
      { key: 'tagsAnalytics', to: '/cap/my-company/analytics/tags' },
    ],
  },
  { key: 'reports', to: '/cap/my-company/reports', feature: ['COMPANY_REPORTS', 'ANALYTIC_REPORT'] },
  { key: 'credits', to: '/cap/my-company/credits', can: ['credits', 'Dashboard'] },
  { key: 'tags', to: paths.companyTags, can: ['view', 'Candidate'] },
  { key: 'users', to: '/cap/users', can: ['client', 'Users'] },
  { key: 'hired', to: paths.hired, can: ['view', 'Candidate'] },
  { key: 'knowledge', href: externalLinks.knowledgeLibrary, can: ['create', 'Knowledgetest'] },
  { key: 'blacklist', to: paths.unwanted, can: ['reset', 'Evaluation'] },
  { key: 'activityLog', to: paths.activityLog, can: ['full', 'Company'] },
  { key: 'mailOutbox', to: paths.mailOutbox, can: ['full', 'Company'] },
  { key: 'notificationSettings', to: paths.notificationSettings, can: ['full', 'Company'] },
];
