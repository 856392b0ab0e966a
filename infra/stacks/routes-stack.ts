// One stack of HTTP routes: for each contract, one function (exactly the contract's grants)
// and one route on the shared HTTP API. Which routes a stack holds: infra/stacks/route-stacks.ts.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Contract, Grant } from '@shared/contracts/contract';
import { toApiGatewayPath } from '@shared/contracts/path';
import { RATE_LIMIT_REFUSAL } from '@functions/lib/error-response';
import { SECURITY_EVENT } from '@functions/lib/logger';
import { httpBundleName } from '../build/bundle';
import { AppFunction, constructIdFor, type FunctionResources } from '../constructs/app-function';
import { OperationsAlarm } from '../constructs/operations-alarm';

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
        grants: httpGrants(contract),
      });
      this.functions[key] = fn;
      const route = new apigwv2.HttpRoute(this, `${constructId}Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(toApiGatewayPath(contract.path), apigwv2.HttpMethod[contract.method]),
        integration: new HttpLambdaIntegration(`${constructId}Integration`, fn.function),
      });
      if (429 in contract.responses) this.alarmOnAbuse(constructId, fn, contract);
      if ((SIGN_IN_ROUTES as readonly string[]).includes(key)) this.alarmOnSignInFailures(constructId, fn, contract);
      NagSuppressions.addResourceSuppressions(route, [
        {
          id: 'AwsSolutions-APIG4',
          reason: `Access "${contract.access}" is enforced in the handler (defineHttpHandler) from our own session cookie, with CSRF on writes; API Gateway authorizers cannot read that session.`,
        },
      ]);
    }
  }

  /**
   * Failed sign-ins (the audit trail's `sign_in.failed` Security event lines, wrong password or
   * passcode, unknown identity) are counted; a spike raises an alarm even while each source stays
   * under the rate limits (credential stuffing spread over many IPs and accounts).
   */
  private alarmOnSignInFailures(constructId: string, fn: AppFunction, contract: Contract): void {
    const failures = new logs.MetricFilter(this, `${constructId}SignInFailures`, {
      logGroup: fn.logGroup,
      filterPattern: logs.FilterPattern.all(
        logs.FilterPattern.stringValue('$.message', '=', SECURITY_EVENT),
        logs.FilterPattern.stringValue('$.event', '=', 'sign_in.failed'),
      ),
      metricNamespace: ABUSE_METRIC_NAMESPACE,
      metricName: `${constructId}SignInFailures`,
      metricValue: '1',
    });
    new OperationsAlarm(this, `${constructId}SignInFailureAlarm`, {
      runbook: 'sign-in-failures',
      alarmDescription: `${contract.method} ${contract.path}: ${SIGN_IN_FAILURE_ALARM_THRESHOLD}+ failed sign-ins in 5 minutes (credential stuffing or passcode guessing); the audit trail lists them.`,
      metric: failures.metric({ statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: SIGN_IN_FAILURE_ALARM_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  /**
   * Routes that rate-limit (their contract declares 429: sign-in, passcodes, reset, sign-up, step-up,
   * card verification) count their refusals, and a burst raises an alarm: credential stuffing,
   * account enumeration through the reset page, or holders being scraped from verification.
   */
  private alarmOnAbuse(constructId: string, fn: AppFunction, contract: Contract): void {
    const refusals = new logs.MetricFilter(this, `${constructId}RateLimited`, {
      logGroup: fn.logGroup,
      filterPattern: logs.FilterPattern.stringValue('$.message', '=', RATE_LIMIT_REFUSAL),
      metricNamespace: ABUSE_METRIC_NAMESPACE,
      metricName: `${constructId}RateLimitRefusals`,
      metricValue: '1',
    });
    new OperationsAlarm(this, `${constructId}AbuseAlarm`, {
      runbook: 'rate-limit-refusals',
      alarmDescription: `${contract.method} ${contract.path}: ${ABUSE_ALARM_THRESHOLD}+ rate-limit refusals in 5 minutes (credential stuffing, enumeration or scraping); see the function's log group for the limits hit.`,
      metric: refusals.metric({ statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: ABUSE_ALARM_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }
}

/** Where sign-ins happen: their failed-sign-in audit lines are counted and alarmed on. */
export const SIGN_IN_ROUTES = ['auth/login', 'auth/sms-login', 'auth/google-callback', 'auth/google-link'] as const;
export const SIGN_IN_FAILURE_ALARM_THRESHOLD = 100;

/**
 * Every HTTP function resolves its caller from the session cookie (functions/lib/caller.ts): it reads
 * the session, the profile and (for a group admin's two-step requirement) the group, and writes only
 * the session item (its idle clock, or its end when idle), whatever the route. A route whose
 * contract grants no table write gets that much of the table and no more.
 */
export const SESSION_UPKEEP: readonly Grant[] = ['table:write:sessions', 'table:read:users', 'table:read:groups'];

export function httpGrants(contract: Contract): readonly Grant[] {
  const grants = contract.grants ?? [];
  return contract.webhook || grants.includes('table:write') ? grants : [...new Set([...grants, ...SESSION_UPKEEP])];
}

export { SECURITY_EVENT };
export const ABUSE_METRIC_NAMESPACE = 'CertificationPlatform/Abuse';
export const ABUSE_ALARM_THRESHOLD = 50;
