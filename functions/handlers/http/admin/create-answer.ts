import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createAnswer } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(contracts.createAnswer, async ({ body }) => ({
  status: 201,
  body: await createAnswer(body),
}));
