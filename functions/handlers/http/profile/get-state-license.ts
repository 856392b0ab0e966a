import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getStateLicense } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.getStateLicense, async ({ params, caller }) => ({
  status: 200,
  body: await getStateLicense(caller.userId, params.id),
}));
