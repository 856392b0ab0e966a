// GET /api/admin/answers.json?questionId=: a question's answers in order.
import { useContractQuery } from '@web/lib/contract-query';
import { answersInput, listAnswers } from '../lib/answer-cache';

export const useAnswers = (questionId: string) => useContractQuery(listAnswers, answersInput(questionId));
