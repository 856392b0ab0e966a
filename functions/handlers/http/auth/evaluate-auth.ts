import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { evaluateAuth } from '@functions/domain/auth/evaluate-auth';

export const handler = defineHttpHandler(contracts.evaluateAuth, async ({ body, request }) => ({
  status: 200,
  body: await evaluateAuth(body, request.ip),
}));
