import { createAnswer } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { addAnswer } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(createAnswer, async ({ body }) => ({
  status: 201,
  body: await addAnswer(body),
}));
