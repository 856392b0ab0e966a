import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deleteStateLicense } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.deleteStateLicense, async ({ params, caller }) => ({
  status: 200,
  body: await deleteStateLicense(caller.userId, params.id),
}));
