import { getStateLicense } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getStateLicense as get } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(getStateLicense, async ({ params, caller }) => ({
  status: 200,
  body: await get(caller.userId, params.id),
}));
