import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { socketAuth } from '@functions/domain/auth/socket-auth';

export const handler = defineHttpHandler(contracts.socketAuth, async ({ caller, group }) => ({
  status: 200,
  body: await socketAuth(group, caller),
}));
