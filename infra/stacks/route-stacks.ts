// Which CloudFormation stack holds each HTTP route. A route's stack is decided by its contract key
// alone, never by its position among other routes: moving a function between stacks deletes it in
// one stack and recreates it in another (a replacement, with a window of 404s) in production.
//
// Adding a route (a new contract `<domain>/<operation>`):
//   - Nothing to do here: it goes to its domain's stack in DOMAIN_STACKS.
//   - New domain: add `'<domain>': 'Routes<Domain>'` to DOMAIN_STACKS.
//   - The domain's stack is full (planRouteStacks fails with "holds N routes"): add the NEW key to
//     OVERFLOW_ROUTES with the domain's next stack, e.g. `'groups/export-members': 'RoutesGroups2'`.
//     Never move a key that is already deployed, and never remove an entry while its route exists.
import type { Contract } from '@shared/contracts/contract';
import { toApiGatewayPath } from '@shared/contracts/path';

/**
 * Routes per stack. Each route costs 7 resources (function, role, policy, log group, integration,
 * route, invoke permission): 50 routes stay well under the 400 resources we allow a stack.
 */
export const MAX_ROUTES_PER_STACK = 50;
export const MAX_RESOURCES_PER_STACK = 400;

/** Each domain's first routes stack (created once the domain has a route). */
export const DOMAIN_STACKS: Readonly<Record<string, string>> = {
  admin: 'RoutesAdmin',
  auth: 'RoutesAuth',
  'board-reporting': 'RoutesBoardReporting',
  catalog: 'RoutesCatalog',
  commerce: 'RoutesCommerce',
  credentials: 'RoutesCredentials',
  exams: 'RoutesExams',
  'group-commerce': 'RoutesGroupCommerce',
  'group-notifications': 'RoutesGroupNotifications',
  groups: 'RoutesGroups',
  learning: 'RoutesLearning',
  platform: 'RoutesPlatform',
  profile: 'RoutesProfile',
  uploads: 'RoutesUploads',
};

/** Routes added after their domain's stack filled up: contract key -> `<domain's stack><n>`. */
export const OVERFLOW_ROUTES: Readonly<Record<string, string>> = {};

export interface RouteStackPlan {
  /** Stack id, e.g. `RoutesAuth`, `RoutesGroupCommerce`, `RoutesGroups2`. */
  id: string;
  domain: string;
  /** Contract keys, sorted. */
  keys: string[];
}

export interface RouteStackAssignment {
  domainStacks?: Readonly<Record<string, string>>;
  overflow?: Readonly<Record<string, string>>;
  maxRoutes?: number;
}

/** `GET /api/users/{id}` for a contract: what API Gateway routes on. */
export const routeKeyOf = (contract: Pick<Contract, 'method' | 'path'>) =>
  `${contract.method} ${toApiGatewayPath(contract.path)}`;

/** The stack of one contract key: its overflow entry, else its domain's stack. */
export function stackOfRoute(
  key: string,
  { domainStacks = DOMAIN_STACKS, overflow = OVERFLOW_ROUTES }: RouteStackAssignment = {},
): { id: string; domain: string } {
  const slash = key.indexOf('/');
  if (slash <= 0) throw new Error(`Contract key ${key} is not <domain>/<operation>`);
  const domain = key.slice(0, slash);
  const primary = domainStacks[domain];
  if (!primary) {
    throw new Error(
      `Contract ${key} has no routes stack: add its domain to DOMAIN_STACKS in infra/stacks/route-stacks.ts (e.g. '${domain}': 'Routes…').`,
    );
  }
  const extra = overflow[key];
  if (extra !== undefined && !new RegExp(`^${primary}[2-9][0-9]*$`).test(extra)) {
    throw new Error(
      `OVERFLOW_ROUTES['${key}'] is ${extra}: an overflow stack of ${domain} is named ${primary}2, ${primary}3, …`,
    );
  }
  return { id: extra ?? primary, domain };
}

/**
 * One plan per stack that has routes, sorted by id. Fails on a contract without a stack, on two
 * contracts with the same API Gateway route and on a stack over `maxRoutes`.
 */
export function planRouteStacks(
  contracts: Record<string, Pick<Contract, 'method' | 'path'>>,
  assignment: RouteStackAssignment = {},
): RouteStackPlan[] {
  const maxRoutes = assignment.maxRoutes ?? MAX_ROUTES_PER_STACK;
  const seen = new Map<string, string>();
  const plans = new Map<string, RouteStackPlan>();
  for (const [key, contract] of Object.entries(contracts)) {
    const routeKey = routeKeyOf(contract);
    const other = seen.get(routeKey);
    if (other) throw new Error(`Contracts ${other} and ${key} both map to the API Gateway route "${routeKey}"`);
    seen.set(routeKey, key);
    const { id, domain } = stackOfRoute(key, assignment);
    const plan = plans.get(id) ?? { id, domain, keys: [] };
    plan.keys.push(key);
    plans.set(id, plan);
  }
  for (const plan of plans.values()) {
    plan.keys.sort();
    if (plan.keys.length > maxRoutes) {
      throw new Error(
        `Routes stack ${plan.id} holds ${plan.keys.length} routes (at most ${maxRoutes}): put each route you are adding in the next ` +
          `overflow stack through OVERFLOW_ROUTES in infra/stacks/route-stacks.ts; never move a deployed route.`,
      );
    }
  }
  return [...plans.values()].sort((a, b) => a.id.localeCompare(b.id));
}
