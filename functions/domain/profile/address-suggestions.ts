// Street suggestions for the address forms: on only where a place index is configured (AWS), so
// locally the forms stay plain and the route is a 404. Only street addresses are offered (a city or
// a ZIP code alone fills nothing useful), with the state as its USPS id.
import { US_STATES } from '@shared/rules/us-states';
import { searchAddresses, type FoundAddress } from '@functions/adapters/places';
import { env } from '@functions/lib/env';
import { NotFound } from '@functions/lib/errors';

const MAX_SUGGESTIONS = 5;
const STATE_IDS = new Map(
  US_STATES.flatMap((state) => [
    [state.name.toLowerCase(), state.id],
    [state.id.toLowerCase(), state.id],
  ]),
);

export const addressAutocompleteOn = (): boolean => Boolean(env().PLACE_INDEX_NAME);

const toSuggestion = (found: FoundAddress) => ({
  label: found.label,
  street: [found.addressNumber, found.street].filter(Boolean).join(' '),
  city: found.city ?? '',
  state: STATE_IDS.get(found.region?.trim().toLowerCase() ?? '') ?? null,
  zip: found.postalCode ?? '',
});

export async function listAddressSuggestions(query: string) {
  if (!addressAutocompleteOn()) throw new NotFound('Address suggestions are not available.');
  const found = await searchAddresses(query, MAX_SUGGESTIONS);
  return found.filter((address) => address.street).map(toSuggestion);
}
