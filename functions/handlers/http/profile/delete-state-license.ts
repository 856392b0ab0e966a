import { deleteStateLicense } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deleteStateLicense as remove } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(deleteStateLicense, async ({ params, caller }) => ({
  status: 200,
  body: await remove(caller.userId, params.id),
}));
