// GET /api/admin/questions.json?questionBankId=&search=&page=&perPage=: one page of a bank's questions.
import { listQuestions as contract } from '@shared/contracts/admin';
import type { PageSize } from '@shared/contracts/contract';
import { useContractQuery } from '@web/lib/contract-query';

export interface QuestionListInput {
  questionBankId: string;
  search: string;
  page: number;
  perPage: PageSize;
}

export const useQuestions = ({ questionBankId, search, page, perPage }: QuestionListInput) =>
  useContractQuery(contract, { query: { questionBankId, page, perPage, ...(search ? { search } : {}) } }, { placeholderData: (previous) => previous });
