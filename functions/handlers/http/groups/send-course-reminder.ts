import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { sendCourseReminder } from '@functions/domain/groups/invitations';

export const handler = defineHttpHandler(contracts.sendCompleteCourseReminder, async ({ group, body }) => ({
  status: 200,
  body: await sendCourseReminder(group, body.email),
}));
