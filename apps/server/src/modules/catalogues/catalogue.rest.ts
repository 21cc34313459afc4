import type { FastifyInstance } from 'fastify';
import {
  catalogueByIds,
  competenceDifficulties,
  listCatalogue,
  listCompetences,
  listJobBoards,
  placesByUuid,
  searchCatalogue,
  searchPlaces,
} from './catalogue.service.js';

type SlugRoute = { Params: { slug: string }; Querystring: Record<string, unknown> };

/**
 * The catalogue services' routes (spec 3 section 7, "Catalogues"; docs/decisions/013): read-only
 * reference data for signed-in company users, answered from the in-memory catalogues.
 */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  app.get<SlugRoute>('/catalog-mongo-web/:slug', async (request) => ({
    data: await listCatalogue(request.ctx, request.params.slug),
  }));
  app.get<SlugRoute>('/catalog-mongo-web/:slug/search', async (request) => ({
    data: await searchCatalogue(request.ctx, request.params.slug, request.query),
  }));
  app.post<SlugRoute>('/catalog-mongo-web/:slug', async (request) => ({
    data: await catalogueByIds(request.ctx, request.params.slug, request.body, request.query.wildcard),
  }));
  app.post<SlugRoute>('/catalog-mongo-web/:slug/search', async (request) => ({
    data: await catalogueByIds(request.ctx, request.params.slug, request.body),
  }));

  app.get('/catalog-graph-web/places', async (request) => searchPlaces(request.ctx, request.query));
  app.post('/catalog-graph-web/places/places', async (request) => ({
    data: await placesByUuid(request.ctx, request.body),
  }));

  app.get('/cm/competences', async (request) => ({ data: await listCompetences(request.ctx) }));
  app.get('/cm/difficulties/competence', async (request) => ({ data: competenceDifficulties(request.ctx) }));
  app.get('/client/companies/publication', async (request) => ({ data: await listJobBoards(request.ctx) }));
}
