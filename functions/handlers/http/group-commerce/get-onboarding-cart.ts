import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getOnboardingCart } from '@functions/domain/group-commerce/onboarding';

export const handler = defineHttpHandler(contracts.getGroupOnboardingCart, async ({ group, params, query }) => ({
  status: 200,
  body: await getOnboardingCart(group, params.id, query),
}));
