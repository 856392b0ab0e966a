// Address search on an Amazon Location Service place index (PLACE_INDEX_NAME, AWS only): one
// SearchPlaceIndexForText call per lookup, US addresses only. The client is made once per cold start.
import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { QUICK_BUDGET, sdkClientConfig } from '@functions/lib/call-budgets';
import { requireEnv } from '@functions/lib/env';

export interface FoundAddress {
  label: string;
  addressNumber?: string;
  street?: string;
  city?: string;
  /** The state as the index names it (a full name, e.g. "California"). */
  region?: string;
  postalCode?: string;
}

let client: LocationClient | undefined;

export async function searchAddresses(text: string, maxResults: number): Promise<FoundAddress[]> {
  client ??= new LocationClient(sdkClientConfig(QUICK_BUDGET));
  const { Results = [] } = await client.send(
    new SearchPlaceIndexForTextCommand({
      IndexName: requireEnv('PLACE_INDEX_NAME'),
      Text: text,
      FilterCountries: ['USA'],
      MaxResults: maxResults,
    }),
  );
  return Results.flatMap(({ Place: place }) =>
    place
      ? [
          {
            label: place.Label ?? '',
            addressNumber: place.AddressNumber,
            street: place.Street,
            city: place.Municipality,
            region: place.Region,
            postalCode: place.PostalCode,
          },
        ]
      : [],
  );
}
