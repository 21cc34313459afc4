import {
  COMPETENCE_AREAS,
  COMPETENCE_LEVEL_BANDS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  isCompetenceArea,
  LEVEL_BAND_LABELS,
  msg,
  type Difficulty,
} from '@terna/domain';
import { z } from 'zod';
import { requireCaller, type RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { CATALOGUE_SLUGS, catalogues, type CatalogueItem, type CompetenceRow, type Place } from './catalogue-cache.js';
import { foldText, searchFolded } from './catalogue-search.js';

/** GET /catalog-mongo-web/{slug}: the first items by name (degrees: in order). */
export const CATALOGUE_PAGE = 50;
/** The most a search answers: enough for an autocomplete list. */
export const SEARCH_LIMIT = 20;
/** Places are listed only when fewer match (spec 3 section 5, city search): otherwise the filter is too broad. */
export const PLACES_LIMIT = 10;
const FILTER_MAX = 100;
const LOOKUP_MAX = 200;

/** A search text: something to search for, after trimming ("Add a filter" otherwise). */
const filterSchema = z
  .string({ error: msg('filter_required') })
  .trim()
  .min(1, msg('filter_required'))
  .max(FILTER_MAX, msg('max'));
const searchQuery = z.object({ wildcard: filterSchema });
const placesQuery = z.object({
  name: filterSchema,
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, msg('regex'))
    .transform((value) => value.toUpperCase())
    .optional(),
});
const idList = <T extends z.ZodType>(id: T) => z.array(id).max(LOOKUP_MAX, msg('max'));
/** Ids come as a bare list or as `{ ids }`. */
const idsBody = <T extends z.ZodType>(id: T) =>
  z.union([idList(id), z.object({ ids: idList(id) })]).transform((body) => (Array.isArray(body) ? body : body.ids));
const itemIds = idsBody(z.number({ error: msg('numeric') }).int(msg('numeric')));
const placeIds = idsBody(z.string({ error: msg('required') }).max(64, msg('max')));

/**
 * The reference lists a CV is written with (degrees, languages, places...): company users read them,
 * and so does a candidate in the portal, whose CV must name a degree and a city by their ids
 * (candidate-cv.ts). Nothing in them belongs to a company.
 */
function requireReader(ctx: RequestContext): void {
  if (!ctx.candidate) requireCaller(ctx);
}

function slugItems(ctx: RequestContext, slug: string) {
  requireReader(ctx);
  if (!(CATALOGUE_SLUGS as readonly string[]).includes(slug)) throw new DomainError('NOT_FOUND');
  return catalogues(ctx.db).then((loaded) => loaded.slugs.get(slug)!);
}

/** An item as the caller reads it: a language is named in the caller's language. */
const present = (ctx: RequestContext) => (item: CatalogueItem) =>
  item.nameEnglish && ctx.locale === 'en' ? { ...item, name: item.nameEnglish } : item;

export async function listCatalogue(ctx: RequestContext, slug: string): Promise<CatalogueItem[]> {
  const items = await slugItems(ctx, slug);
  return items.slice(0, CATALOGUE_PAGE).map((entry) => present(ctx)(entry.item));
}

export async function searchCatalogue(ctx: RequestContext, slug: string, query: unknown): Promise<CatalogueItem[]> {
  const items = await slugItems(ctx, slug);
  const { wildcard } = parseInput(ctx, searchQuery, query ?? {});
  return searchFolded(items, foldText(wildcard), SEARCH_LIMIT).map(present(ctx));
}

/** The items of those ids (unknown ids are left out), narrowed by `wildcard` when one is given. */
export async function catalogueByIds(
  ctx: RequestContext,
  slug: string,
  body: unknown,
  wildcard?: unknown,
): Promise<CatalogueItem[]> {
  const items = await slugItems(ctx, slug);
  const ids = new Set(parseInput(ctx, itemIds, body ?? []));
  const text = typeof wildcard === 'string' ? foldText(wildcard.trim()) : '';
  return items
    .filter((entry) => ids.has(entry.item.id) && (!text || entry.folded.some((name) => name.includes(text))))
    .map((entry) => present(ctx)(entry.item));
}

export interface PlaceSearch {
  data: Place[];
  /** More than PLACES_LIMIT - 1 places matched: the caller should type more. */
  tooMany: boolean;
}

export async function searchPlaces(ctx: RequestContext, query: unknown): Promise<PlaceSearch> {
  requireReader(ctx);
  const { name, country } = parseInput(ctx, placesQuery, query ?? {});
  const loaded = await catalogues(ctx.db);
  const entries = country ? loaded.places.filter((entry) => entry.item.countryCode === country) : loaded.places;
  const found = searchFolded(entries, foldText(name), PLACES_LIMIT);
  return found.length < PLACES_LIMIT ? { data: found, tooMany: false } : { data: [], tooMany: true };
}

export async function placesByUuid(ctx: RequestContext, body: unknown): Promise<Place[]> {
  requireCaller(ctx);
  const uuids = parseInput(ctx, placeIds, body ?? []);
  const { placesByUuid: byUuid } = await catalogues(ctx.db);
  return [...new Set(uuids)].flatMap((uuid) => byUuid.get(uuid) ?? []);
}

export interface Competence {
  id: string;
  code: string;
  name: string;
  definition: string;
  /** The area's name in the caller's language; areaCode its key (COMPETENCE_AREAS). */
  area: string;
  areaCode: string;
}

function presentCompetence(ctx: RequestContext, row: CompetenceRow): Competence {
  const english = ctx.locale === 'en';
  return {
    id: row.code,
    code: row.code,
    name: english ? row.nameEn : row.nameEs,
    definition: english ? row.definitionEn : row.definitionEs,
    area: isCompetenceArea(row.area) ? COMPETENCE_AREAS[row.area][ctx.locale] : row.area,
    areaCode: row.area,
  };
}

/** The competence catalogue in the caller's language, by name. */
export async function listCompetences(ctx: RequestContext): Promise<Competence[]> {
  requireCaller(ctx);
  const collator = new Intl.Collator(ctx.locale);
  return (await catalogues(ctx.db)).competences
    .map((row) => presentCompetence(ctx, row))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The competences of those codes (all without codes) with their suggestion keywords: the launch module's rule-based suggestion. */
export async function competencesByCode(
  ctx: RequestContext,
  codes?: readonly string[],
): Promise<(Competence & { keywords: string[] })[]> {
  requireCaller(ctx);
  const wanted = codes ? new Set(codes) : null;
  return (await catalogues(ctx.db)).competences
    .filter((row) => !wanted || wanted.has(row.code))
    .map((row) => ({ ...presentCompetence(ctx, row), keywords: row.keywords }));
}

/** GET /cm/difficulties/competence: EASY 2, MEDIUM 4, HARD 6, CUSTOM 8 and the level bands, labelled in the caller's language. */
export function competenceDifficulties(ctx: RequestContext) {
  requireCaller(ctx);
  return {
    difficulties: (Object.entries(DIFFICULTIES) as [Difficulty, number][]).map(([code, value]) => ({
      code,
      value,
      label: DIFFICULTY_LABELS[code][ctx.locale],
    })),
    levelBands: COMPETENCE_LEVEL_BANDS.map((band) => ({ ...band, label: LEVEL_BAND_LABELS[band.code][ctx.locale] })),
  };
}

export interface JobBoard {
  id: string;
  name: string;
  webPage: string;
  active: boolean;
  externalSiteInfoList: unknown;
}

/** GET client/companies/publication: the job boards, inactive ones flagged (the wizard shows them disabled). */
export async function listJobBoards(ctx: RequestContext): Promise<JobBoard[]> {
  requireCaller(ctx);
  return (await catalogues(ctx.db)).jobBoards.map(({ id, name, webPage, active, externalSiteInfoList }) => ({
    id,
    name,
    webPage,
    active,
    externalSiteInfoList,
  }));
}
