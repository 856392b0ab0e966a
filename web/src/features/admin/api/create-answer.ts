// POST /api/admin/answers.json {content, questionId}: the Create Answer modal (422 on content).
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { questionReads, storeAnswers } from '../lib/answer-cache';

const contract = apiRoute('admin/create-answer');

export const useCreateAnswer = (questionId: string) =>
  useContractMutation(contract, {
    request: (content: string) => ({ body: { content, questionId } }),
    update: (reply, _content, client) => storeAnswers(client, questionId, reply.body.answers),
    invalidates: questionReads(questionId),
  });
