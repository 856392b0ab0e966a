// POST /api/admin/answers.json {content, questionId}: the Create Answer modal (422 on content).
import { createAnswer as contract } from '@shared/contracts/admin';
import { useContractMutation } from '@web/lib/contract-query';
import { questionReads, storeAnswers } from '../lib/answer-cache';

export const useCreateAnswer = (questionId: string) =>
  useContractMutation(contract, {
    request: (content: string) => ({ body: { content, questionId } }),
    update: (reply, _content, client) => storeAnswers(client, questionId, reply.body.answers),
    invalidates: questionReads(questionId),
  });
