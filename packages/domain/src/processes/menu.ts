import type { CompanyPlanType, EnvironmentType, ProcessStatus } from '../enums.js';

export interface MenuProcess {
  status: ProcessStatus | string;
  typeCompanyPlan: CompanyPlanType | string;
  environmentType: EnvironmentType | string;
  hasChildren: boolean;
  archived: boolean;
}

export const PROCESS_MENU_ITEMS = [
  'monitoring',
  'launch',
  'edit',
  'extend',
  'archive',
  'relaunch',
  'copyCandidateLink',
  'copyTrustLink',
  'summary',
  'close',
] as const;
export type ProcessMenuItem = (typeof PROCESS_MENU_ITEMS)[number];

const isTrust = (p: MenuProcess) => p.typeCompanyPlan === 'RELIABILITY';
const isProcessPlan = (p: MenuProcess) => p.typeCompanyPlan === 'PROCESS';
const live = (p: MenuProcess) => p.status !== 'DRAFT' && p.status !== 'CLOSED';

/** The conditions of spec 1 section 6, one per menu item. */
const CONDITIONS: Record<ProcessMenuItem, (p: MenuProcess, onMonitoring: boolean) => boolean> = {
  monitoring: (_, onMonitoring) => !onMonitoring,
  launch: (p) => p.status === 'DRAFT',
  edit: (p) => p.status === 'LAUNCHED' || (p.status === 'CLOSED' && !isProcessPlan(p)),
  extend: (p) => isProcessPlan(p) && (p.status === 'LAUNCHED' || p.status === 'CLOSED'),
  archive: () => true,
  relaunch: (p) => p.status !== 'DRAFT' && !isTrust(p),
  copyCandidateLink: (p) =>
    (p.typeCompanyPlan === 'CREDIT' || isTrust(p)) && p.environmentType === 'CONTROLLED' && live(p),
  copyTrustLink: (p) =>
    p.typeCompanyPlan === 'CREDIT' && p.environmentType === 'CONTROLLED' && live(p) && p.hasChildren,
  summary: (p) => p.status === 'LAUNCHED',
  close: (p) => p.status === 'LAUNCHED',
};

export function canShowMenuItem(item: ProcessMenuItem, process: MenuProcess, onMonitoring = false): boolean {
  return CONDITIONS[item](process, onMonitoring);
}

export function processMenuItems(process: MenuProcess, onMonitoring = false): ProcessMenuItem[] {
  return PROCESS_MENU_ITEMS.filter((item) => canShowMenuItem(item, process, onMonitoring));
}
