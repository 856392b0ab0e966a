import { groupPurchase } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { purchaseSeats } from '@functions/domain/group-commerce/purchase';

// The factory has checked the Idempotency-Key (idempotent contract); the charge is named after it.
export const handler = defineHttpHandler(groupPurchase, async ({ group, caller, body, request }) => ({
  status: 201,
  body: await purchaseSeats(group, caller.user, body, request.headers['idempotency-key']!),
}));
