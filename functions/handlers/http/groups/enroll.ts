import { enrollGroupMember } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { enrolMember } from '@functions/domain/groups/enrolment';

export const handler = defineHttpHandler(enrollGroupMember, async ({ group, body, request }) => ({
  status: 201,
  body: {
    data: await enrolMember(group, body, await localToday(request)),
    toaster: { type: 'success', message: 'Member enrolled.' },
  },
}));
