import { updateStateLicense } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateStateLicense as update } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(updateStateLicense, async ({ params, body, caller }) => ({
  status: 200,
  body: await update(caller.userId, params.id, body),
}));
