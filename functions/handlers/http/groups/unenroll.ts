import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { unenroll } from '@functions/domain/groups/enrollment';

export const handler = defineHttpHandler(contracts.unenrollGroupUserExam, async ({ group, params }) => {
  await unenroll(group, params.id);
  return {
    status: 200,
    body: { toaster: { type: 'success', message: 'The course was un-enrolled and its seat returned to your group.' } },
  };
});
