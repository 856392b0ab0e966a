import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { purchase } from '@functions/domain/group-commerce/purchase';

// The factory has checked the Idempotency-Key (idempotent contract); the charge is named after it.
// 201 when bought, 202 when the bank wants the admin to authenticate (or the payment is processing).
export const handler = defineHttpHandler(contracts.groupPurchase, async ({ group, caller, body, request }) =>
  purchase(group, caller.user, body, request.headers['idempotency-key']!),
);
