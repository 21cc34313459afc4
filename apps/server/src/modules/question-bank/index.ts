// The question-bank module's public entry: what other modules may use. Everything else stays inside.
export {
  findQuestionBank,
  listBankQuestions,
  questionsForTest,
  type BankQuestion,
  type QuestionBank,
} from './question-bank.service.js';
