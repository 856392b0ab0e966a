// DynamoDB throttling of the table and its indexes, in one alarm. An on-demand table throttles
// past twice its previous peak or on one hot partition; an index throttling its writes throttles
// the table's writes too. Every request that meets it is retried by the SDK and may end as a 503.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { OperationsAlarm } from '../constructs/operations-alarm';

const FIVE_MINUTES = Duration.minutes(5);
/** CloudWatch's limit of metrics in one alarm's expression. */
const MAX_ALARM_METRICS = 10;

export function alarmOnTableThrottling(scope: Construct, table: dynamodb.ITable, indexNames: readonly string[]): void {
  const throttles = (dimensions: Record<string, string>) =>
    (['ReadThrottleEvents', 'WriteThrottleEvents'] as const).map(
      (metricName) =>
        new cloudwatch.Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap: { TableName: table.tableName, ...dimensions },
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
    );
  const metrics = [...throttles({}), ...indexNames.flatMap((index) => throttles({ GlobalSecondaryIndexName: index }))];
  if (metrics.length > MAX_ALARM_METRICS)
    throw new Error(
      `The table throttling alarm would sum ${metrics.length} metrics (CloudWatch allows ${MAX_ALARM_METRICS}): split it (infra/stacks/table-alarms.ts).`,
    );
  const usingMetrics = Object.fromEntries(metrics.map((metric, i) => [`m${i}`, metric]));
  new OperationsAlarm(scope, 'TableThrottlingAlarm', {
    alarmDescription: 'DynamoDB throttled reads or writes of the table or an index in the last 5 minutes.',
    runbook: 'table-throttling',
    metric: new cloudwatch.MathExpression({
      expression: Object.keys(usingMetrics)
        .map((name) => `FILL(${name}, 0)`)
        .join(' + '),
      usingMetrics,
      label: 'throttled requests',
      period: FIVE_MINUTES,
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
}
