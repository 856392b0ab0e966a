import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createOnboarding } from '@functions/domain/group-commerce/onboarding';

export const handler = defineHttpHandler(contracts.createGroupOnboarding, async ({ group, body }) => ({
  status: 201,
  body: await createOnboarding(group, body.onboardingProductsAttributes),
}));
