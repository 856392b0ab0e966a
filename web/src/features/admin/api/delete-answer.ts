// DELETE /api/admin/answers/:id.json: the others close up the order.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { questionReads, storeAnswers } from '../lib/answer-cache';

const contract = apiRoute('admin/delete-answer');

export const useDeleteAnswer = (questionId: string) =>
  useContractMutation(contract, {
    request: (id: string) => ({ params: { id } }),
    update: (reply, _id, client) => storeAnswers(client, questionId, reply.body.answers),
    invalidates: questionReads(questionId),
  });
