// GET /api/admin/answers.json?questionId=: a question's answers in order.
import { listAnswers as contract } from '@shared/contracts/admin';
import { useContractQuery } from '@web/lib/contract-query';
import { answersInput } from '../lib/answer-cache';

export const useAnswers = (questionId: string) => useContractQuery(contract, answersInput(questionId));
