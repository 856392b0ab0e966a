// Every answer write replies with the question's answers as stored: they replace the cached list,
// and the question (its correct answer and banners) and the bank's list are read again.
import type { QueryClient } from '@tanstack/react-query';
import { getQuestion, listAnswers, listQuestions, type Answer } from '@shared/contracts/admin';
import { contractKey, setContractData } from '@web/lib/contract-query';

export const answersInput = (questionId: string) => ({ query: { questionId } });
export const storeAnswers = (client: QueryClient, questionId: string, answers: Answer[]) => setContractData(client, listAnswers, answersInput(questionId), { data: answers });
export const questionReads = (questionId: string) => [contractKey(getQuestion, { params: { id: questionId } }), listQuestions];
