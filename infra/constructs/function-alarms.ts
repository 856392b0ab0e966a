// Alarms of a function nobody waits on (jobs, workers, WebSocket handlers, the deploy's migration
// run): a failure there shows up nowhere else. HTTP routes are watched through the API instead
// (ApiStack: 5xx rate, latency near the timeout): a route's crash or timeout is a 5xx, and an alarm
// pair per route would cost some 350 alarms and push the routes stacks past their resource budget.
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { AppFunction } from './app-function';
import { OperationsAlarm } from './operations-alarm';

export const FUNCTION_METRIC_NAMESPACE = 'CertificationPlatform/Functions';
/**
 * A run this close to its timeout is one slow dependency from being killed. Above the share the
 * self-budgeting jobs use on purpose (they stop starting pages with 60-90 s left: at most ~90%).
 */
export const NEAR_TIMEOUT_SHARE = 0.95;

const FIVE_MINUTES = Duration.minutes(5);

export interface FunctionAlarmOptions {
  /** Invoked asynchronously (EventBridge, a route starting a worker): events Lambda drops after its retries are failures too. */
  asynchronous: boolean;
}

/**
 * Failures (the run threw, timed out, logged an error line, or its event was dropped) and a run
 * near its timeout, each an alarm on the operations topic.
 */
export function alarmOnFunction(fn: AppFunction, options: FunctionAlarmOptions): void {
  const id = fn.node.id;
  const where = `${Stack.of(fn).stackName} ${id}`;
  const errorLines = new logs.MetricFilter(fn, 'ErrorLines', {
    logGroup: fn.logGroup,
    // functions/lib/logger.ts writes `"level":"error"`: a job that catches a group's failure and carries on logs one.
    filterPattern: logs.FilterPattern.stringValue('$.level', '=', 'error'),
    metricNamespace: FUNCTION_METRIC_NAMESPACE,
    metricName: `${id}ErrorLines`,
    metricValue: '1',
  });
  const sum = { statistic: 'Sum', period: FIVE_MINUTES };
  const usingMetrics: Record<string, cloudwatch.IMetric> = {
    errors: fn.function.metricErrors(sum),
    errorLines: errorLines.metric(sum),
    ...(options.asynchronous ? { dropped: fn.function.metric('AsyncEventsDropped', sum) } : {}),
  };
  new OperationsAlarm(fn, 'FailuresAlarm', {
    alarmDescription: `${where}: a run failed (threw or timed out, logged an error${options.asynchronous ? ', or its event was dropped after the retries' : ''}).`,
    runbook: 'function-failures',
    metric: new cloudwatch.MathExpression({
      expression: Object.keys(usingMetrics)
        .map((name) => `FILL(${name}, 0)`)
        .join(' + '),
      usingMetrics,
      label: 'failures',
      period: FIVE_MINUTES,
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  const timeout = fn.function.timeout ?? Duration.seconds(3);
  new OperationsAlarm(fn, 'NearTimeoutAlarm', {
    alarmDescription: `${where}: a run took ${NEAR_TIMEOUT_SHARE * 100}%+ of its ${timeout.toHumanString()} timeout.`,
    runbook: 'function-duration-near-timeout',
    metric: fn.function.metricDuration({ statistic: 'Maximum', period: FIVE_MINUTES }),
    threshold: Math.round(timeout.toMilliseconds() * NEAR_TIMEOUT_SHARE),
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
}
