import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { FeatureName, Subject } from '@terna/domain';
import { externalLinks } from '@/shared/lib/external-links';
import { paths } from '@/shared/lib/paths';

/**
 * One navigation entry: plain data, so each page's feature adds its own item to a list below. Its
 * label is `shell:nav.<key>` in the header and `shell:sideNav.<key>` in the company area.
 */
export interface NavItem {
  key: string;
  /** An in-app path (locale added) or an external address opened in a new tab. */
  to?: string;
  href?: string;
  /** Shown before the label in the side panel and the phone drawer (decorative: the label says it). */
  icon?: SvgIconComponent;
  can?: [action: string, subject: Subject];
  feature?: FeatureName[];
  children?: NavItem[];
}

/** Header items of spec 2 section 2.1, each shown only when permitted. */
export const HEADER_ITEMS: NavItem[] = [
  { key: 'dashboard', to: paths.analytics, can: ['general', 'Dashboard'], icon: InsightsOutlinedIcon },
  { key: 'profiles', href: externalLinks.profiles, can: ['view', 'Profile'], icon: BadgeOutlinedIcon },
  { key: 'processes', to: paths.processList, can: ['view', 'Process'], icon: WorkOutlinedIcon },
  { key: 'talentPool', to: paths.talentPool, icon: GroupsOutlinedIcon },
  { key: 'resourceCenter', to: paths.resourceCenter, icon: MenuBookOutlinedIcon },
];

/** Company-area side panel of spec 2 section 2.8. */
export const COMPANY_ITEMS: NavItem[] = [
  { key: 'account', to: paths.companyHome, can: ['full', 'Company'], icon: BusinessOutlinedIcon },
  {
    key: 'dashboard',
    can: ['general', 'Dashboard'],
    icon: InsightsOutlinedIcon,
    children: [
      { key: 'processesAnalytics', to: paths.analytics },
      { key: 'tagsAnalytics', to: paths.tagsAnalytics },
    ],
  },
  {
    key: 'reports',
    to: paths.companyReports,
    feature: ['COMPANY_REPORTS', 'ANALYTIC_REPORT'],
    icon: AssessmentOutlinedIcon,
  },
  { key: 'credits', to: paths.credits, can: ['credits', 'Dashboard'], icon: AccountBalanceWalletOutlinedIcon },
  { key: 'tags', to: paths.companyTags, can: ['view', 'Candidate'], icon: LocalOfferOutlinedIcon },
  { key: 'users', to: paths.users, can: ['client', 'Users'], icon: PeopleAltOutlinedIcon },
  { key: 'hired', to: paths.hired, can: ['view', 'Candidate'], icon: HowToRegOutlinedIcon },
  {
    key: 'knowledge',
    href: externalLinks.knowledgeLibrary,
    can: ['create', 'Knowledgetest'],
    icon: LocalLibraryOutlinedIcon,
  },
  { key: 'blacklist', to: paths.unwanted, can: ['reset', 'Evaluation'], icon: BlockOutlinedIcon },
  { key: 'activityLog', to: paths.activityLog, can: ['full', 'Company'], icon: HistoryOutlinedIcon },
  { key: 'mailOutbox', to: paths.mailOutbox, can: ['full', 'Company'], icon: MailOutlinedIcon },
  {
    key: 'notificationSettings',
    to: paths.notificationSettings,
    can: ['full', 'Company'],
    icon: NotificationsNoneOutlinedIcon,
  },
];
