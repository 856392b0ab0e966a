// GET /api/ad_tiles.json: promotional tiles (the dashboard shows them only to users without
// subscriptions who are not in a group).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdTiles as contract } from '../../../../../shared/contracts/learning';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';

export type AdTile = ReplyWith<typeof contract, 200>['body']['data'][number];

export async function fetchAdTiles(): Promise<AdTile[]> {
  const reply = await callApi(contract);
  return reply.body.data;
}

export const adTilesQueryOptions = () => queryOptions({ queryKey: learningKeys.adTiles(), queryFn: fetchAdTiles });

export function useAdTiles(enabled: boolean) {
  return useQuery({ ...adTilesQueryOptions(), enabled });
}
