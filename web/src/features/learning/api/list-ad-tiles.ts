// GET /api/ad_tiles.json: promotional tiles (the dashboard shows them only to users without
// subscriptions who are not in a group).
import { useQuery } from '@tanstack/react-query';
import { listAdTiles as contract } from '@shared/contracts/learning';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

type AdTiles = QueryData<typeof contract>;
export type AdTile = AdTiles['data'][number];

export const fetchAdTiles = () => fetchContract(contract);

export const adTilesQueryOptions = () => contractQuery(contract);

const selectTiles = (body: AdTiles) => body.data;

export function useAdTiles(enabled: boolean) {
  return useQuery({ ...adTilesQueryOptions(), select: selectTiles, enabled });
}
