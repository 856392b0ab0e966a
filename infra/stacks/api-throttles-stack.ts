// Route-level throttles for the anonymous routes (SECURITY-REVIEW M10): the stage-wide throttle is
// shared by every client, so a flood of sign-in, sign-up or verification requests could starve the
// signed-in app. API Gateway keeps per-route settings on the stage, and it refuses settings for a
// route that does not exist yet; the routes are built by the route stacks after ApiStack's stage, so
// this stack (deployed after every route stack) sets them with one UpdateStage call.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cr from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Contract } from '@shared/contracts/contract';
import { toApiGatewayPath } from '@shared/contracts/path';

/** Per route, for all clients together: a quarter of the stage's 200 requests a second (API_THROTTLE). */
export const ANONYMOUS_ROUTE_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

type RouteThrottle = NonNullable<Contract['routeThrottle']>;

/**
 * Each throttled anonymous route's throttle, by route key: the routes that write or are rate limited
 * (sign-in, passcodes, reset, sign-ups, invitations, verification, the public cart) get
 * ANONYMOUS_ROUTE_THROTTLE, a contract's own `routeThrottle` (the signed revocation lists) wins; not
 * webhooks (Stripe retries) nor the page bootstrap, states and health reads every visitor makes.
 */
export function anonymousRouteThrottles(contracts: Record<string, Contract>): Record<string, RouteThrottle> {
  const throttles: Record<string, RouteThrottle> = {};
  for (const contract of Object.values(contracts))
    if (
      contract.access === 'public' &&
      !contract.webhook &&
      (contract.method !== 'GET' || 429 in contract.responses || contract.routeThrottle)
    )
      throttles[`${contract.method} ${toApiGatewayPath(contract.path)}`] =
        contract.routeThrottle ?? ANONYMOUS_ROUTE_THROTTLE;
  return throttles;
}

export interface ApiThrottlesStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  contracts: Record<string, Contract>;
}

export class ApiThrottlesStack extends Stack {
  readonly routeKeys: string[];

  constructor(scope: Construct, id: string, props: ApiThrottlesStackProps) {
    super(scope, id, props);
    const throttles = anonymousRouteThrottles(props.contracts);
    this.routeKeys = Object.keys(throttles);
    const settings = Object.fromEntries(
      Object.entries(throttles).map(([key, { rateLimit, burstLimit }]) => [
        key,
        { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      ]),
    );
    const { apiId } = props.httpApi;
    new cr.AwsCustomResource(this, 'AnonymousRouteThrottles', {
      onUpdate: {
        service: 'ApiGatewayV2',
        action: 'UpdateStage',
        parameters: { ApiId: apiId, StageName: '$default', RouteSettings: settings },
        physicalResourceId: cr.PhysicalResourceId.of(`${apiId}-anonymous-route-throttles`),
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({
          actions: ['apigateway:PATCH'],
          resources: [`arn:${this.partition}:apigateway:${this.region}::/apis/${apiId}/stages/$default`],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    NagSuppressions.addStackSuppressions(this, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          'The CDK AwsCustomResource provider function logs with AWSLambdaBasicExecutionRole; its own policy is one apigateway:PATCH on the $default stage.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'The runtime of the CDK AwsCustomResource provider function is chosen by aws-cdk-lib.',
      },
    ]);
  }
}
