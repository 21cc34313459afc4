import type { FastifyInstance } from 'fastify';
import {
  addBankQuestion,
  createQuestionBank,
  deleteBankQuestion,
  listBankQuestions,
  listQuestionBanks,
  updateBankQuestion,
} from './question-bank.service.js';

/** The question-bank service's routes (spec 3 section 7, /qae-web/questionbank): company data, never cached. */
export function registerQuestionBankRoutes(app: FastifyInstance): void {
  app.get('/qae-web/questionbank', async (request) => ({ data: await listQuestionBanks(request.ctx, request.query) }));
  app.post('/qae-web/questionbank', async (request) => ({ data: await createQuestionBank(request.ctx, request.body) }));
  app.get('/qae-web/questionbank/:id/questions', async (request) => ({
    data: await listBankQuestions(request.ctx, request.params),
  }));
  app.post('/qae-web/questionbank/:id/questions', async (request) => ({
    data: await addBankQuestion(request.ctx, request.params, request.body),
  }));
  app.put('/qae-web/questionbank/:bankId/questions/:questionId', async (request) => ({
    data: await updateBankQuestion(request.ctx, request.params, request.body),
  }));
  app.delete('/qae-web/questionbank/:bankId/questions/:questionId', async (request) => ({
    data: await deleteBankQuestion(request.ctx, request.params),
  }));
}
