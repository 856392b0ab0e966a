// PATCH /api/admin/questions/:id.json {content?, enabled?}: the autosave. The reply is the question
// as stored; the list of the bank is stale afterwards.
import { getQuestion, listQuestions, updateQuestion as contract } from '@shared/contracts/admin';
import { setContractData, useContractMutation } from '@web/lib/contract-query';

export type QuestionChange = { content?: string; enabled?: boolean };

export const useUpdateQuestion = (id: string) =>
  useContractMutation(contract, {
    request: (body: QuestionChange) => ({ params: { id }, body }),
    update: (reply, _body, client) => setContractData(client, getQuestion, { params: { id } }, reply.body),
    invalidates: [listQuestions],
    refetch: 'none',
  });
