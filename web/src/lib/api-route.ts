// How the browser names an API operation: `apiRoute('auth/login')` is that contract's route
// descriptor (method, exact path, declared statuses, idempotent), typed by the whole contract.
//
// The browser never needs a contract's zod schemas to make a call (the server validates), and
// building them would cost every page zod's runtime. So the web build replaces each
// `apiRoute('<key>')` call with its descriptor literal (web/api-routes-plugin.ts) and this module,
// with its import of every contract, never reaches the browser; here (unit tests, tools) the
// descriptor is read from the contract. Pass the key as a string literal: the build refuses
// anything else, and an unknown key is a type error.
import { contracts, type ContractKey } from '@shared/contracts';
import { routeOf, type ApiRoute } from '@shared/contracts/route';

export type { ApiRoute, ContractOf } from '@shared/contracts/route';

export function apiRoute<K extends ContractKey>(key: K): ApiRoute<(typeof contracts)[K]> {
  return routeOf(key, contracts[key]);
}
