import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listStates } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.listStates, async () => ({
  status: 200,
  body: listStates(),
  headers: { 'cache-control': 'public, max-age=86400' },
}));
