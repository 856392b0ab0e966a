// The HTTP API's alarms: what every route shares. A route's crash, timeout or unavailable
// dependency is a 5xx; a request refused by the stage's throttles or a route's rate limit a 429;
// a route near its function's timeout shows in the integration latency. The access log (routeKey,
// status, latencyMs) says which route: docs/operations.md has the queries.
import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { OperationsAlarm } from '../constructs/operations-alarm';

const FIVE_MINUTES = Duration.minutes(5);
export const API_METRIC_NAMESPACE = 'CertificationPlatform/Api';

/** Server errors as a share of requests (percent), once there are at least API_5XX_MIN_ERRORS of them. */
export const API_5XX_RATE_PERCENT = 2;
export const API_5XX_MIN_ERRORS = 5;
/** 429s in five minutes: the stage's throttles and the routes' rate limits together. */
export const API_429_THRESHOLD = 100;
/** Share of the route functions' timeout that a request's integration latency may reach. */
export const API_NEAR_TIMEOUT_SHARE = 0.8;

export function alarmOnApi(
  scope: Construct,
  props: { httpApi: apigwv2.HttpApi; accessLogs: logs.ILogGroup; routeTimeout: Duration },
): void {
  const { httpApi, accessLogs, routeTimeout } = props;
  const sum = { statistic: 'Sum', period: FIVE_MINUTES };
  new OperationsAlarm(scope, 'Api5xxRateAlarm', {
    alarmDescription: `The API answered ${API_5XX_RATE_PERCENT}%+ of requests with a 5xx (and at least ${API_5XX_MIN_ERRORS}) in 5 minutes: crashes, timeouts or a dependency down (503).`,
    runbook: 'api-5xx-rate',
    metric: new cloudwatch.MathExpression({
      expression: `IF(FILL(errors, 0) >= ${API_5XX_MIN_ERRORS}, 100 * errors / requests, 0)`,
      usingMetrics: { errors: httpApi.metricServerError(sum), requests: httpApi.metricCount(sum) },
      label: '5xx % of requests',
      period: FIVE_MINUTES,
    }),
    threshold: API_5XX_RATE_PERCENT,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });

  // HTTP APIs publish no 429 metric of their own (4xx only): the access log's status is counted.
  const refusals = new logs.MetricFilter(scope, 'Api429s', {
    logGroup: accessLogs,
    filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
    metricNamespace: API_METRIC_NAMESPACE,
    metricName: 'Refused429',
    metricValue: '1',
  });
  new OperationsAlarm(scope, 'Api429Alarm', {
    alarmDescription: `${API_429_THRESHOLD}+ requests answered 429 in 5 minutes: the stage's throttles (real users refused) or a route's rate limits (see its own alarm).`,
    runbook: 'api-429s',
    metric: refusals.metric(sum),
    threshold: API_429_THRESHOLD,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });

  const nearTimeout = Math.round(routeTimeout.toMilliseconds() * API_NEAR_TIMEOUT_SHARE);
  new OperationsAlarm(scope, 'ApiLatencyNearTimeoutAlarm', {
    alarmDescription: `A request's integration latency reached ${nearTimeout / 1000} s, ${API_NEAR_TIMEOUT_SHARE * 100}% of the route functions' ${routeTimeout.toHumanString()} timeout.`,
    runbook: 'api-latency-near-timeout',
    metric: httpApi.metricIntegrationLatency({ statistic: 'Maximum', period: FIVE_MINUTES }),
    threshold: nearTimeout,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
}
