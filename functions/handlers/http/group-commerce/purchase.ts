import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { purchase } from '@functions/domain/group-commerce/purchase';

// The factory has checked the Idempotency-Key (idempotent contract); the charge is named after it.
export const handler = defineHttpHandler(contracts.groupPurchase, async ({ group, caller, body, request }) => ({
  status: 201,
  body: await purchase(group, caller.user, body, request.headers['idempotency-key']!),
}));
