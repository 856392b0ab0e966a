// Which contract answers a request: the local gateway's routing, also used by the test client to
// find the contract whose response schemas a reply must match.
import { contracts, type ContractKey } from '@shared/contracts/index';
import type { Contract } from '@shared/contracts/contract';
import { matchPath } from '@shared/contracts/path';

export interface RouteEntry {
  key: ContractKey;
  contract: Contract;
}

// Static routes before parameterised ones, like API Gateway's most-specific-match rule.
const routes: RouteEntry[] = (Object.entries(contracts) as [ContractKey, Contract][])
  .map(([key, contract]) => ({ key, contract, params: (contract.path.match(/:/g) ?? []).length }))
  .sort((a, b) => a.params - b.params)
  .map(({ key, contract }) => ({ key, contract }));

/** The route for a method and path; `pathMatched` tells a 405 (path known, method not) from a 404. */
export function findRoute(method: string, pathname: string): { route: RouteEntry | null; pathMatched: boolean } {
  let pathMatched = false;
  for (const route of routes) {
    if (!matchPath(route.contract.path, pathname)) continue;
    pathMatched = true;
    if (route.contract.method === method) return { route, pathMatched };
  }
  return { route: null, pathMatched };
}
