import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { purchase } from '@functions/domain/group-commerce/purchase';

// An idempotent contract with a double-submit window: the factory runs this once per Idempotency-Key,
// or per window of the same request without one, and names the charge after that (request.idempotencyKey).
// 201 when bought, 202 when the bank wants the admin to authenticate (or the payment is processing).
export const handler = defineHttpHandler(contracts.groupPurchase, async ({ group, caller, body, request }) =>
  purchase(group, caller.user, body, request.idempotencyKey!),
);
