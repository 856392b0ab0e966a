import { listAddressSuggestions } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { suggestAddresses } from '@functions/domain/profile/address-suggestions';

export const handler = defineHttpHandler(listAddressSuggestions, async ({ query }) => ({
  status: 200,
  body: { data: await suggestAddresses(query.q) },
}));
