import { getGroupOnboardingCart } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { onboardingCart } from '@functions/domain/group-commerce/onboarding';

export const handler = defineHttpHandler(getGroupOnboardingCart, async ({ group, params, query }) => ({
  status: 200,
  body: await onboardingCart(group, params.id, query.cart),
}));
