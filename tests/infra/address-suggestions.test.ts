// Address suggestions in AWS: one Amazon Location place index; the suggestions function alone may
// search it (and gets its name); the bootstrap gets only the name, its switch for
// `addressAutocomplete`; no other function is given either.
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsIn, resourcesOfType, synthApp, type FunctionInfo, type SynthResult } from './support';

let app: SynthResult;
let functions: FunctionInfo[];
beforeAll(() => {
  app = synthApp({ validate: false });
  functions = [...app.stacks.routes, app.stacks.jobs].flatMap((stack) => functionsIn(app.template(stack)));
});

const byKey = (key: string) => functions.filter((fn) => fn.description.startsWith(`${key}:`));
const indexId = () => app.stacks.api.getLogicalId(app.stacks.api.placeIndex as CfnElement);

describe('address place index', () => {
  it('is one Esri place index in the API stack, named after the stack, for stored results', () => {
    const indexes = resourcesOfType(app.template(app.stacks.api), 'AWS::Location::PlaceIndex');
    expect(indexes).toHaveLength(1);
    const [id, index] = indexes[0]!;
    expect(id).toBe(indexId());
    expect(index.Properties).toMatchObject({
      DataSource: 'Esri',
      DataSourceConfiguration: { IntendedUse: 'Storage' },
      IndexName: expect.stringContaining('-addresses'),
    });
  });

  it('is searched only by GET /api/address_suggestions.json, which gets its name', () => {
    const [suggestions] = byKey('profile/list-address-suggestions');
    expect(suggestions).toBeDefined();
    expect(JSON.stringify(suggestions!.env.PLACE_INDEX_NAME)).toContain(indexId());
    const search = suggestions!.statements.filter((s) => JSON.stringify(s.Action).includes('geo:'));
    expect(search).toHaveLength(1);
    expect(search[0]!.Action).toBe('geo:SearchPlaceIndexForText');
    expect(JSON.stringify(search[0]!.Resource)).toContain(indexId());
    const othersWithGeo = functions.filter(
      (fn) => fn !== suggestions && [...fn.actions].some((action) => action.startsWith('geo:')),
    );
    expect(othersWithGeo.map((fn) => fn.description)).toEqual([]);
  });

  it('switches the bootstrap on by name only; no other function is told about it', () => {
    const [bootstrap] = byKey('auth/bootstrap');
    expect(JSON.stringify(bootstrap!.env.PLACE_INDEX_NAME)).toContain(indexId());
    const told = functions
      .filter((fn) => fn.env.PLACE_INDEX_NAME !== undefined)
      .map((fn) => fn.description.split(':')[0]);
    expect(told.sort()).toEqual(['auth/bootstrap', 'profile/list-address-suggestions']);
  });
});
