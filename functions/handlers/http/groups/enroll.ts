import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { enroll } from '@functions/domain/groups/enrollment';

export const handler = defineHttpHandler(contracts.enrollGroupMember, async ({ group, body, request }) => ({
  status: 201,
  body: await enroll(group, body, await localToday(request)),
}));
