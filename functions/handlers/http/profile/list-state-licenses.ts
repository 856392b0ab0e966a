import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listStateLicenses } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.listStateLicenses, async ({ caller }) => ({
  status: 200,
  body: await listStateLicenses(caller.userId),
}));
