/**
 * The name catalogues under /catalog-mongo-web/{slug} (spec 3 section 7) that are plain lists of
 * names; languages, currencies and degrees have shapes of their own.
 */
export const CATALOGUE_ITEM_SLUGS = [
  'skills',
  'industries',
  'experience-areas',
  'experience-subareas',
  'study-areas',
  'institutions',
  'job-titles',
  'positions',
] as const;
export type CatalogueItemSlug = (typeof CATALOGUE_ITEM_SLUGS)[number];
