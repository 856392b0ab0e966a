// One stack of HTTP routes: for each contract, one function (exactly the contract's grants)
// and one route on the shared HTTP API. Which routes a stack holds: infra/stacks/route-stacks.ts.
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Contract } from '@shared/contracts/contract';
import { toApiGatewayPath } from '@shared/contracts/path';
import { httpBundleName } from '../build/bundle';
import { AppFunction, constructIdFor, type FunctionResources } from '../constructs/app-function';

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
