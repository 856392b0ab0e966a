import { evaluateAuth } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { evaluateAuth as evaluate } from '@functions/domain/auth/evaluate-auth';

export const handler = defineHttpHandler(evaluateAuth, async ({ body, request }) => ({
  status: 200,
  body: await evaluate(body, request.ip),
}));
