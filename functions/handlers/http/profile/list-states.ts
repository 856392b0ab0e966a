import { listStates } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listStates as states } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(listStates, async () => ({
  status: 200,
  body: states(),
  headers: { 'cache-control': 'public, max-age=86400' },
}));
