// PATCH /api/admin/answers/:id.json {content?, order?, correct?}: edit, move or mark correct.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { questionReads, storeAnswers } from '../lib/answer-cache';

const contract = apiRoute('admin/update-answer');

export type AnswerChange = { id: string; content?: string; order?: number; correct?: true };

export const useUpdateAnswer = (questionId: string) =>
  useContractMutation(contract, {
    request: ({ id, ...body }: AnswerChange) => ({ params: { id }, body }),
    update: (reply, _change, client) => storeAnswers(client, questionId, reply.body.answers),
    invalidates: (_reply, change) => (change.correct ? questionReads(questionId) : []),
  });
