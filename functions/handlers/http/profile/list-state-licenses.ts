import { listStateLicenses } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listStateLicenses as list } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(listStateLicenses, async ({ caller }) => ({
  status: 200,
  body: await list(caller.userId),
}));
