import { sendPhoneCode } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { sendPhoneCode as send } from '@functions/domain/auth/phone-verification';

export const handler = defineHttpHandler(sendPhoneCode, async ({ caller, request }) => ({
  status: 201,
  body: await send(caller, request.ip),
}));
