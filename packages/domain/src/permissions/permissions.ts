import { createMongoAbility, type MongoAbility } from '@casl/ability';

/**
 * The permission catalogue. Each key is the spec's `resource.action` form (spec 2 section 6);
 * it becomes the CASL ability `action` on the capitalised `Resource`.
 */
export const PERMISSIONS = {
  'dashboard.general': { es: 'Ver el dashboard general', en: 'View the general dashboard' },
  'dashboard.credits': { es: 'Ver créditos', en: 'View credits' },
  'profile.view': { es: 'Ver perfiles', en: 'View profiles' },
  'process.view': { es: 'Ver procesos', en: 'View processes' },
  'process.create': { es: 'Crear y lanzar procesos', en: 'Create and launch processes' },
  'process.update': { es: 'Editar procesos', en: 'Edit processes' },
  'process.close': { es: 'Cerrar procesos', en: 'Close processes' },
  'process.extend': { es: 'Extender procesos', en: 'Extend processes' },
  'process.archive': { es: 'Archivar procesos', en: 'Archive processes' },
  'candidate.view': { es: 'Ver candidatos', en: 'View candidates' },
  'candidate.update': { es: 'Gestionar candidatos', en: 'Manage candidates' },
  'candidate.invite': { es: 'Invitar candidatos', en: 'Invite candidates' },
  'candidate.delete': { es: 'Eliminar candidatos', en: 'Delete candidates' },
  'evaluation.reset': {
    es: 'Restablecer evaluaciones y lista de no deseados',
    en: 'Reset evaluations and the unwanted list',
  },
  'observer.manage': { es: 'Gestionar observadores', en: 'Manage observers' },
  'report.generate': { es: 'Generar informes', en: 'Generate reports' },
  'knowledgetest.create': { es: 'Crear pruebas de conocimiento', en: 'Create knowledge tests' },
  'talentpool.buy': { es: 'Comprar CV del banco de talento', en: 'Buy talent-pool CVs' },
  'company.full': { es: 'Administrar la empresa', en: 'Administer the company' },
  'users.client': { es: 'Administrar usuarios', en: 'Manage users' },
} as const satisfies Record<string, { es: string; en: string }>;

export type PermissionAction = keyof typeof PERMISSIONS;
export const PERMISSION_ACTIONS = Object.keys(PERMISSIONS) as PermissionAction[];

export const ROLES = ['OWNER', 'RECRUITER', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];
/**
 * A membership's role: a built-in one, or CUSTOM, whose permissions are a company role's
 * (memberships.custom_role_id) chosen from the same catalogue.
 */
export const MEMBER_ROLES = [...ROLES, 'CUSTOM'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

// The viewer reads processes and results; job profiles (Profiles) are authoring, so not theirs.
const VIEWER_GRANTS: PermissionAction[] = ['dashboard.general', 'process.view', 'candidate.view'];
const COMPANY_ADMIN: PermissionAction[] = ['company.full', 'users.client', 'dashboard.credits'];

/** What each role may do: the owner everything, the recruiter all but company administration, the viewer reads. */
export const ROLE_GRANTS: Record<Role, readonly PermissionAction[]> = {
  OWNER: PERMISSION_ACTIONS,
  RECRUITER: PERMISSION_ACTIONS.filter((action) => !COMPANY_ADMIN.includes(action)),
  VIEWER: VIEWER_GRANTS,
};

/**
 * Who sees the company's credit balances: whoever looks after the credits and whoever spends them
 * (launching and extending processes, buying talent-pool CVs). A viewer does neither.
 */
export const CREDIT_BALANCE_PERMISSIONS: readonly PermissionAction[] = [
  'dashboard.credits',
  'process.create',
  'process.extend',
  'talentpool.buy',
];

export type Subject =
  | 'Dashboard'
  | 'Profile'
  | 'Process'
  | 'Candidate'
  | 'Evaluation'
  | 'Observer'
  | 'Report'
  | 'Knowledgetest'
  | 'Talentpool'
  | 'Company'
  | 'Users'
  | 'all';
export type AppAbility = MongoAbility<[string, Subject]>;

/** `process.view` → `{ action: 'view', subject: 'Process' }`. */
export function toAbilityRule(permission: string): { action: string; subject: Subject } {
  const [resource = '', action = ''] = permission.split('.');
  return { action, subject: (resource.charAt(0).toUpperCase() + resource.slice(1)) as Subject };
}

export function buildAbility(permissions: readonly string[]): AppAbility {
  return createMongoAbility<[string, Subject]>(permissions.filter((p) => p.includes('.')).map(toAbilityRule));
}
