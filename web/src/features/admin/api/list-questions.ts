// GET /api/admin/questions.json?questionBankId=&search=&page=&perPage=: one page of a bank's questions.
import type { PageSize } from '@shared/contracts/contract';
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

const contract = apiRoute('admin/list-questions');

export interface QuestionListInput {
  questionBankId: string;
  search: string;
  page: number;
  perPage: PageSize;
}

export const useQuestions = ({ questionBankId, search, page, perPage }: QuestionListInput) =>
  useContractQuery(
    contract,
    { query: { questionBankId, page, perPage, ...(search ? { search } : {}) } },
    { placeholderData: (previous) => previous },
  );
