// Each route keeps its stack forever: a route's stack depends on its own contract key only, so
// adding contracts (even to a full domain) never moves a deployed function to another stack.
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import type { Contract } from '@shared/contracts/contract';
import { constructIdFor } from '@infra/constructs/app-function';
import {
  DOMAIN_STACKS,
  MAX_ROUTES_PER_STACK,
  OVERFLOW_ROUTES,
  planRouteStacks,
  type RouteStackAssignment,
  type RouteStackPlan,
} from '@infra/stacks/route-stacks';

type Routes = Record<string, Pick<Contract, 'method' | 'path'>>;
const real = contracts as Routes;
const route = (key: string): Routes => ({
  [key]: { method: 'POST', path: `/api/synthetic/${key.replace(/\W/g, '_')}.json` },
});
const stackByKey = (plans: RouteStackPlan[]) =>
  Object.fromEntries(plans.flatMap((plan) => plan.keys.map((key) => [key, plan.id])));

/** Every existing key's stack before and after adding `added` (which must not be empty). */
function movedBy(existing: Routes, added: Routes, assignment: RouteStackAssignment = {}): string[] {
  const before = stackByKey(planRouteStacks(existing, assignment));
  const after = stackByKey(planRouteStacks({ ...existing, ...added }, assignment));
  expect(Object.keys(after).length).toBe(Object.keys(before).length + Object.keys(added).length);
  return Object.keys(before)
    .filter((key) => after[key] !== before[key])
    .map((key) => `${key}: ${before[key]} -> ${after[key]}`);
}

describe('route stacks', () => {
  it("keeps today's routes in the stacks they were deployed to (Routes<Domain>)", () => {
    for (const [key, stack] of Object.entries(stackByKey(planRouteStacks(real)))) {
      expect(stack, key).toBe(`Routes${constructIdFor(key.split('/')[0]!)}`);
    }
  });

  it('moves no existing route when a contract is added to any domain, sorting first or last', () => {
    const domains = Object.keys(DOMAIN_STACKS);
    const added = Object.assign(
      {},
      ...domains.flatMap((domain) => [route(`${domain}/aaa-new`), route(`${domain}/zzz-new`)]),
    ) as Routes;
    expect(movedBy(real, added)).toEqual([]);
  });

  it('moves no existing route when a full domain grows into its overflow stack', () => {
    // Fill the groups stack to its limit on top of the real groups routes.
    const existing = Object.keys(real).filter((key) => key.startsWith('groups/')).length;
    const full: Routes = {};
    for (let i = 1; i <= MAX_ROUTES_PER_STACK - existing; i += 1)
      Object.assign(full, route(`groups/op-${String(i).padStart(3, '0')}`));
    // The new key sorts before every existing one: slicing a sorted list would shift the last route out.
    const assignment = { overflow: { 'groups/op-000': 'RoutesGroups2' } };
    expect(movedBy({ ...real, ...full }, route('groups/op-000'), assignment)).toEqual([]);
    const plans = planRouteStacks({ ...real, ...full, ...route('groups/op-000') }, assignment);
    expect(plans.find((p) => p.id === 'RoutesGroups2')?.keys).toEqual(['groups/op-000']);
  });

  it('refuses to overfill a stack and says how to assign the new route', () => {
    const full: Routes = {};
    for (let i = 0; i <= MAX_ROUTES_PER_STACK; i += 1) Object.assign(full, route(`groups/op-${i}`));
    expect(() => planRouteStacks(full)).toThrow(
      /RoutesGroups holds 51 routes \(at most 50\).*OVERFLOW_ROUTES in infra\/stacks\/route-stacks\.ts/,
    );
  });

  it('refuses a contract whose domain has no stack, naming the file to edit', () => {
    expect(() => planRouteStacks(route('billing/pay'))).toThrow(
      /Contract billing\/pay has no routes stack: add its domain to DOMAIN_STACKS in infra\/stacks\/route-stacks\.ts/,
    );
  });

  it("refuses an overflow stack that is not the domain's own next stack", () => {
    expect(() => planRouteStacks(route('groups/x'), { overflow: { 'groups/x': 'RoutesAuth' } })).toThrow(
      /named RoutesGroups2/,
    );
    expect(() => planRouteStacks(route('groups/x'), { overflow: { 'groups/x': 'RoutesGroups' } })).toThrow(
      /named RoutesGroups2/,
    );
  });

  it('has overflow entries for existing contracts only', () => {
    expect(Object.keys(OVERFLOW_ROUTES).filter((key) => !(key in real))).toEqual([]);
  });
});
