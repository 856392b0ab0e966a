// Address suggestions with a place index configured (the AWS path), the Location client's send
// mocked (no network): one text search in the US, street results only, states as USPS ids. And
// without one (locally): off, a 404, and the bootstrap says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressAutocompleteOn, listAddressSuggestions } from '@functions/domain/profile/address-suggestions';
import { resetEnvForTests } from '@functions/lib/env';
import { NotFound } from '@functions/lib/errors';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('@aws-sdk/client-location', async (original) => {
  const real = await original<typeof import('@aws-sdk/client-location')>();
  class LocationClient {
    send = send;
  }
  return { ...real, LocationClient };
});
const { SearchPlaceIndexForTextCommand } = await import('@aws-sdk/client-location');

const saved = process.env.PLACE_INDEX_NAME;
const useIndex = (name: string | undefined) => {
  if (name === undefined) delete process.env.PLACE_INDEX_NAME;
  else process.env.PLACE_INDEX_NAME = name;
  process.env.TABLE_NAME ??= 'unit';
  resetEnvForTests();
};

beforeEach(() => send.mockReset());
afterEach(() => useIndex(saved));

const place = (fields: Record<string, unknown>) => ({
  Place: { Geometry: { Point: [0, 0] }, Country: 'USA', ...fields },
  Relevance: 1,
});

describe('address suggestions with a place index (AWS)', () => {
  it('searches the index once for US addresses and offers street results with the USPS state', async () => {
    useIndex('ApiStack-addresses');
    send.mockResolvedValue({
      Results: [
        place({
          Label: '123 Main St, Springfield, IL, 62701, USA',
          AddressNumber: '123',
          Street: 'Main St',
          Municipality: 'Springfield',
          Region: 'Illinois',
          PostalCode: '62701',
        }),
        place({ Label: 'Springfield, IL, USA', Municipality: 'Springfield', Region: 'Illinois' }),
        place({
          Label: 'Main St, Washington, DC, USA',
          Street: 'Main St',
          Municipality: 'Washington',
          Region: 'District of Columbia',
          PostalCode: '20001-1234',
        }),
        place({ Label: '9 Ocean Rd, Somewhere', AddressNumber: '9', Street: 'Ocean Rd', Region: 'Atlantis' }),
      ],
    });
    expect(addressAutocompleteOn()).toBe(true);
    expect(await listAddressSuggestions('123 Main')).toEqual([
      {
        label: '123 Main St, Springfield, IL, 62701, USA',
        street: '123 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      },
      { label: 'Main St, Washington, DC, USA', street: 'Main St', city: 'Washington', state: 'DC', zip: '20001-1234' },
      { label: '9 Ocean Rd, Somewhere', street: '9 Ocean Rd', city: '', state: null, zip: '' },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    const command = send.mock.calls[0]![0];
    expect(command).toBeInstanceOf(SearchPlaceIndexForTextCommand);
    expect(command.input).toEqual({
      IndexName: 'ApiStack-addresses',
      Text: '123 Main',
      FilterCountries: ['USA'],
      MaxResults: 5,
    });
  });

  it('answers an empty list when nothing matches', async () => {
    useIndex('ApiStack-addresses');
    send.mockResolvedValue({ Results: [] });
    expect(await listAddressSuggestions('zzzz')).toEqual([]);
  });
});

describe('address suggestions without a place index (locally)', () => {
  it('is off: a NotFound, and the Location client is never called', async () => {
    useIndex(undefined);
    expect(addressAutocompleteOn()).toBe(false);
    await expect(listAddressSuggestions('123 Main')).rejects.toBeInstanceOf(NotFound);
    expect(send).not.toHaveBeenCalled();
  });
});
