/**
 * The CV search engine (issue 19): finds people in a company's two pools. Callers (the talent-pool
 * module, the bench) ask `searchCvs` for a page of person ids and hydrate the rows they show.
 * It runs on the owner connection, because the talent pool spans companies; it enforces the pool
 * itself, so it must never be handed a company id the caller does not act for.
 */
export { searchCvs, type CvSearchRequest, type CvSearchPage } from './cv-search.service.js';
