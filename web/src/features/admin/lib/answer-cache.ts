// Every answer write replies with the question's answers as stored: they replace the cached list,
// and the question (its correct answer and banners) and the bank's list are read again.
import type { QueryClient } from '@tanstack/react-query';
import type { Answer } from '@shared/contracts/admin';
import { apiRoute } from '@web/lib/api-route';
import { contractKey } from '@web/lib/contract-key';
import { setContractData } from '@web/lib/contract-query';

export const listAnswers = apiRoute('admin/list-answers');
export const answersInput = (questionId: string) => ({ query: { questionId } });
export const storeAnswers = (client: QueryClient, questionId: string, answers: Answer[]) =>
  setContractData(client, listAnswers, answersInput(questionId), { data: answers });
export const questionReads = (questionId: string) => [
  contractKey(apiRoute('admin/get-question'), { params: { id: questionId } }),
  apiRoute('admin/list-questions'),
];
