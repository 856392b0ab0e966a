import { createStateLicense } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createStateLicense as create } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(createStateLicense, async ({ body, caller }) => ({
  status: 201,
  body: await create(caller.userId, body),
}));
