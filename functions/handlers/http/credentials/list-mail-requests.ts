import { listMailRequests } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { mailQueue } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(listMailRequests, async ({ query }) => ({
  status: 200,
  body: await mailQueue(query),
}));
