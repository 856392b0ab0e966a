// One stack of HTTP routes: for each contract, one function (exactly the contract's grants)
// and one route on the shared HTTP API. Route stacks are planned by planRouteStacks below.
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Contract } from '../../shared/contracts/contract';
import { toApiGatewayPath } from '../../shared/contracts/path';
import { httpBundleName } from '../build/bundle';
import { AppFunction, constructIdFor, type FunctionResources } from '../constructs/app-function';

/**
 * Routes per stack. Each route costs 7 resources (function, role, policy, log group,
 * integration, route, invoke permission): 50 routes stay well under the 400 we allow.
 */
export const MAX_ROUTES_PER_STACK = 50;
export const MAX_RESOURCES_PER_STACK = 400;

export interface RouteStackPlan {
  /** Stack id, e.g. `RoutesAuth`, `RoutesGroupCommerce`, `RoutesGroups2`. */
  id: string;
  domain: string;
  /** Contract keys, sorted. */
  keys: string[];
}

/** `GET /api/users/{id}` for a contract: what API Gateway routes on. */
export const routeKeyOf = (contract: Pick<Contract, 'method' | 'path'>) => `${contract.method} ${toApiGatewayPath(contract.path)}`;

/**
 * Groups contract keys by domain (the part before `/`) and splits a domain into several stacks
 * when it has more than `maxRoutes` routes. Fails on two contracts with the same API Gateway route.
 */
export function planRouteStacks(contracts: Record<string, Pick<Contract, 'method' | 'path'>>, maxRoutes = MAX_ROUTES_PER_STACK): RouteStackPlan[] {
  const seen = new Map<string, string>();
  const byDomain = new Map<string, string[]>();
  for (const [key, contract] of Object.entries(contracts)) {
    const routeKey = routeKeyOf(contract);
    const other = seen.get(routeKey);
    if (other) throw new Error(`Contracts ${other} and ${key} both map to the API Gateway route "${routeKey}"`);
    seen.set(routeKey, key);
    const slash = key.indexOf('/');
    if (slash <= 0) throw new Error(`Contract key ${key} is not <domain>/<operation>`);
    const domain = key.slice(0, slash);
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), key]);
  }
  const plans: RouteStackPlan[] = [];
  for (const domain of [...byDomain.keys()].sort()) {
    const keys = byDomain.get(domain)!.sort();
    for (let part = 0; part * maxRoutes < keys.length; part += 1) {
      plans.push({
        id: `Routes${constructIdFor(domain)}${part === 0 ? '' : part + 1}`,
        domain,
        keys: keys.slice(part * maxRoutes, (part + 1) * maxRoutes),
      });
    }
  }
  return plans;
}

export interface RoutesStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  routes: { key: string; contract: Contract }[];
  resources: FunctionResources;
}

export class RoutesStack extends Stack {
  readonly functions: Record<string, AppFunction> = {};

  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    for (const { key, contract } of props.routes) {
      const constructId = constructIdFor(key);
      const fn = new AppFunction(this, constructId, {
        bundle: httpBundleName(key),
        description: `${key}: ${contract.method} ${contract.path}`,
        resources: props.resources,
        grants: contract.grants ?? [],
      });
      this.functions[key] = fn;
      const route = new apigwv2.HttpRoute(this, `${constructId}Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(toApiGatewayPath(contract.path), apigwv2.HttpMethod[contract.method]),
        integration: new HttpLambdaIntegration(`${constructId}Integration`, fn.function),
      });
      NagSuppressions.addResourceSuppressions(route, [
        {
          id: 'AwsSolutions-APIG4',
          reason: `Access "${contract.access}" is enforced in the handler (defineHttpHandler) from our own session cookie, with CSRF on writes; API Gateway authorizers cannot read that session.`,
        },
      ]);
    }
  }
}
