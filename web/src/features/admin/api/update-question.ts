// PATCH /api/admin/questions/:id.json {content?, enabled?}: the autosave. The reply is the question
// as stored; the list of the bank is stale afterwards.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';

const contract = apiRoute('admin/update-question');
const getQuestion = apiRoute('admin/get-question');
const listQuestions = apiRoute('admin/list-questions');

export type QuestionChange = { content?: string; enabled?: boolean };

export const useUpdateQuestion = (id: string) =>
  useContractMutation(contract, {
    request: (body: QuestionChange) => ({ params: { id }, body }),
    update: (reply, _body, client) => setContractData(client, getQuestion, { params: { id } }, reply.body),
    invalidates: [listQuestions],
    refetch: 'none',
  });
