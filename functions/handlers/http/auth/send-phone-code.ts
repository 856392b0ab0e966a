import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { sendPhoneCode } from '@functions/domain/auth/phone-verification';

export const handler = defineHttpHandler(contracts.sendPhoneCode, async ({ caller, request }) => ({
  status: 201,
  body: await sendPhoneCode(caller, request.ip),
}));
