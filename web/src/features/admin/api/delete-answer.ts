// DELETE /api/admin/answers/:id.json: the others close up the order.
import { deleteAnswer as contract } from '@shared/contracts/admin';
import { useContractMutation } from '@web/lib/contract-query';
import { questionReads, storeAnswers } from '../lib/answer-cache';

export const useDeleteAnswer = (questionId: string) =>
  useContractMutation(contract, {
    request: (id: string) => ({ params: { id } }),
    update: (reply, _id, client) => storeAnswers(client, questionId, reply.body.answers),
    invalidates: questionReads(questionId),
  });
