import { eq, inArray } from 'drizzle-orm';
import type { CompanyPlanType, CompanyType, FeatureName, PlanStatus } from '@terna/domain';
import { requireCaller, type RequestContext } from '../../context.js';
import {
  companies,
  companyFeatures,
  countries,
  creditAccounts,
  planConfigs,
  planFeatures,
  plans,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

export interface ClientPlan {
  id: number;
  credit: number;
  typeCompanyPlan: { Label: string; Name: CompanyPlanType };
  planConfig: { id: number; planStatus: PlanStatus; creditAccount: { availableBalance: number } };
  featureList: { name: string; slug: string; status: boolean }[];
}

export interface ClientInfo {
  id: number;
  commercialName: string;
  companyName: string;
  logoUrl: string | null;
  countryName: string;
  companyType: CompanyType;
  isComplete: boolean;
  verified: boolean;
  availableBalance: number;
  features: { name: FeatureName; status: boolean }[];
  plans: ClientPlan[];
}

/** The caller's company with its features and plans (each plan with its credit account). */
export async function clientInfo(ctx: RequestContext): Promise<ClientInfo> {
  const caller = requireCaller(ctx);
  const [company] = await ctx.db
    .select({ company: companies, country: countries })
    .from(companies)
    .leftJoin(countries, eq(countries.code, companies.countryCode))
    .where(eq(companies.id, caller.companyId));
  if (!company) throw new DomainError('NOT_FOUND');

  const [features, configs] = await Promise.all([
    ctx.db
      .select({ name: companyFeatures.name, status: companyFeatures.status })
      .from(companyFeatures)
      .where(eq(companyFeatures.companyId, caller.companyId)),
    ctx.db
      .select({ config: planConfigs, plan: plans, balance: creditAccounts.availableBalance })
      .from(planConfigs)
      .innerJoin(plans, eq(plans.id, planConfigs.planId))
      .leftJoin(creditAccounts, eq(creditAccounts.planConfigId, planConfigs.id))
      .where(eq(planConfigs.companyId, caller.companyId))
      .orderBy(planConfigs.id),
  ]);
  const planIds = [...new Set(configs.map((c) => c.plan.id))];
  const featureRows = planIds.length
    ? await ctx.db.select().from(planFeatures).where(inArray(planFeatures.planId, planIds))
    : [];

  const clientPlans: ClientPlan[] = configs.map(({ config, plan, balance }) => ({
    id: config.id,
    credit: balance ?? 0,
    typeCompanyPlan: { Label: plan.label, Name: plan.type as CompanyPlanType },
    planConfig: {
      id: config.id,
      planStatus: config.planStatus as PlanStatus,
      creditAccount: { availableBalance: balance ?? 0 },
    },
    featureList: featureRows
      .filter((f) => f.planId === plan.id)
      .map((f) => ({ name: f.name, slug: f.slug, status: f.status })),
  }));
  return {
    id: company.company.id,
    commercialName: company.company.commercialName,
    companyName: company.company.companyName,
    logoUrl: company.company.logoUrl,
    countryName: company.country
      ? ctx.locale === 'en'
        ? company.country.nameEn
        : company.country.nameEs
      : company.company.countryCode,
    companyType: company.company.companyType as CompanyType,
    isComplete: company.company.isComplete,
    verified: company.company.verified,
    // The company-level balance is that of its credit plan, the one most screens speak of.
    availableBalance:
      clientPlans.find((p) => p.typeCompanyPlan.Name === 'CREDIT')?.planConfig.creditAccount.availableBalance ?? 0,
    features: features.map((f) => ({ name: f.name as FeatureName, status: f.status })),
    plans: clientPlans,
  };
}
