// A contract's route descriptor: what a caller needs to make the call (method, exact path,
// declared statuses, idempotent) without the zod schemas. The browser calls the API through these
// (web/src/lib/api-route.ts); the web build inlines them (web/api-routes-plugin.ts).
import type { Contract, HttpMethod } from './contract';

export interface ApiRoute<C extends Contract = Contract> {
  /** `<domain>/<operation>`: the contract's key in shared/contracts/index.ts. */
  readonly key: string;
  readonly method: HttpMethod;
  /** The spec's path pattern (`:name` parameters, `(.json)` optional suffix). */
  readonly path: string;
  readonly idempotent: boolean;
  /** The statuses the contract declares; any other is an error to the caller. */
  readonly statuses: readonly number[];
  /** Type only: the contract the route was made from (its params, query, body and replies). */
  readonly contract?: C;
}

/** The contract behind a route. */
export type ContractOf<R> = R extends ApiRoute<infer C> ? C : never;

export function routeOf<C extends Contract>(key: string, contract: C): ApiRoute<C> {
  return {
    key,
    method: contract.method,
    path: contract.path,
    idempotent: contract.idempotent === true,
    statuses: Object.keys(contract.responses).map(Number),
  };
}
