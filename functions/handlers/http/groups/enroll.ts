import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { enroll } from '@functions/domain/groups/enrollment';

export const handler = defineHttpHandler(contracts.enrollGroupMember, async ({ group, body, request }) => ({
  status: 201,
  body: {
    data: await enroll(group, body, await localToday(request)),
    toaster: { type: 'success', message: 'Member enrolled.' },
  },
}));
