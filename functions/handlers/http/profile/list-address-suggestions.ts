import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listAddressSuggestions } from '@functions/domain/profile/address-suggestions';

export const handler = defineHttpHandler(contracts.listAddressSuggestions, async ({ query }) => ({
  status: 200,
  body: { data: await listAddressSuggestions(query.q) },
}));
