// GET /api/ad_tiles.json: promotional tiles (the dashboard shows them only to users without
// subscriptions who are not in a group).
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/list-ad-tiles');

type AdTiles = QueryData<typeof contract>;
export type AdTile = AdTiles['data'][number];

export const adTilesQueryOptions = () => contractQuery(contract);

const selectTiles = (body: AdTiles) => body.data;

export function useAdTiles(enabled: boolean) {
  return useCachedQuery({ ...adTilesQueryOptions(), select: selectTiles, enabled });
}
