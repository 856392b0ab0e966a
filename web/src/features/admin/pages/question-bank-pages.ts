// The bank screens as one route module: the list with its create dialog, a bank with its add dialog.
export { CreateQuestionBankPage, QuestionBanksPage } from './question-banks-page';
export { AddQuestionPage, QuestionBankPage } from './question-bank-page';
