import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listMailRequests } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(contracts.listMailRequests, async ({ query }) => ({
  status: 200,
  body: await listMailRequests(query),
}));
