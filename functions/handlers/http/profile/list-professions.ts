import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listProfessions } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.listProfessions, async () => ({
  status: 200,
  body: listProfessions(),
}));
