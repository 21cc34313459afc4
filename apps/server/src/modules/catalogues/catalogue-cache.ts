import { asc } from 'drizzle-orm';
import { CATALOGUE_ITEM_SLUGS } from '@terna/domain';
import type { Database } from '../../db/client.js';
import {
  catalogueItems,
  competences,
  currencies,
  degrees,
  jobBoards,
  languages,
  places,
} from '../../db/schema/index.js';
import { rootOf } from '../../db/tenant.js';
import { byName, searchable, type Searchable } from './catalogue-search.js';

export interface CatalogueItem {
  id: number;
  name: string;
  nameSpanish?: string;
  nameEnglish?: string;
  codeISO?: string;
  order?: number;
}

export interface Place {
  id: number;
  uuid: string;
  name: string;
  province: string;
  countryCode: string;
}

export type CompetenceRow = typeof competences.$inferSelect;
export type JobBoardRow = typeof jobBoards.$inferSelect;

/** Everything the catalogue routes answer from, loaded once per server node. */
export interface Catalogues {
  /** Per slug, its items sorted by name, each with its folded names. */
  slugs: ReadonlyMap<string, readonly Searchable<CatalogueItem>[]>;
  places: readonly Searchable<Place>[];
  placesByUuid: ReadonlyMap<string, Place>;
  competences: readonly CompetenceRow[];
  jobBoards: readonly JobBoardRow[];
}

/** The slugs of catalogue_items; languages, currencies and degrees have tables of their own. */
export const ITEM_SLUGS = CATALOGUE_ITEM_SLUGS;
export const CATALOGUE_SLUGS = [...ITEM_SLUGS, 'languages', 'currencies', 'degrees'] as const;

async function load(db: Database): Promise<Catalogues> {
  const slugs = new Map<string, Searchable<CatalogueItem>[]>(ITEM_SLUGS.map((slug) => [slug, []]));
  for (const row of await db.select().from(catalogueItems)) {
    slugs.get(row.slug)?.push(searchable({ id: row.id, name: row.name }, [row.name]));
  }
  slugs.set(
    'languages',
    (await db.select().from(languages)).map((row) =>
      searchable({ id: row.id, name: row.nameSpanish, nameSpanish: row.nameSpanish, nameEnglish: row.nameEnglish }, [
        row.nameSpanish,
        row.nameEnglish,
      ]),
    ),
  );
  slugs.set(
    'currencies',
    (await db.select().from(currencies)).map((row) =>
      searchable({ id: row.id, name: row.name, codeISO: row.codeISO }, [row.name, row.codeISO]),
    ),
  );
  for (const entries of slugs.values()) entries.sort(byName);
  // Degrees keep their order: it compares education levels.
  slugs.set(
    'degrees',
    (await db.select().from(degrees).orderBy(asc(degrees.order))).map((row) =>
      searchable({ id: row.id, name: row.name, order: row.order }, [row.name]),
    ),
  );
  const placeRows = await db
    .select({
      id: places.id,
      uuid: places.uuid,
      name: places.name,
      province: places.province,
      countryCode: places.countryCode,
    })
    .from(places);
  return {
    slugs,
    places: placeRows.map((place) => searchable(place, [place.name])).sort(byName),
    placesByUuid: new Map(placeRows.map((place) => [place.uuid, place])),
    competences: await db.select().from(competences).orderBy(asc(competences.code)),
    jobBoards: await db.select().from(jobBoards).orderBy(asc(jobBoards.id)),
  };
}

const loaded = new WeakMap<object, Promise<Catalogues>>();

/**
 * The catalogues of the database `db` talks to, read once per connection pool (a server node) and
 * kept: they are reference data that changes only with a release (seeded at start). Read through
 * the caller's `db` (a request's transaction may hold PGlite's only connection).
 */
export function catalogues(db: Database): Promise<Catalogues> {
  const root = rootOf(db);
  const key = (root as unknown as { $client?: object }).$client ?? root;
  let pending = loaded.get(key);
  if (!pending) {
    pending = load(db);
    loaded.set(key, pending);
    // A failed read (an outage) is tried again by the next request rather than kept.
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}
