import { unenrollGroupUserExam } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { unenrolMember } from '@functions/domain/groups/enrolment';

export const handler = defineHttpHandler(unenrollGroupUserExam, async ({ group, params }) => {
  await unenrolMember(group, params.id);
  return {
    status: 200,
    body: { toaster: { type: 'success', message: 'The course was un-enrolled and its seat returned to your group.' } },
  };
});
