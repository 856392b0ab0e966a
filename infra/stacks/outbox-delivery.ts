// How the outbox worker (the outbox-deliveries job's function) is started besides its every-minute
// sweep: by the table's stream, for each new outbox message (a filter passes only those), with a
// dead-letter queue for batches it could not handle, and alarms on that queue and on messages given
// up (docs/decisions/011-outbox.md).
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { outboxMessage } from '@functions/data/keys';
import { OUTBOX_DEAD_MESSAGE } from '@functions/domain/outbox/delivery-schedule';
import type { AppFunction } from '../constructs/app-function';
import { OperationsAlarm } from '../constructs/operations-alarm';

export const OUTBOX_METRIC_NAMESPACE = 'CertificationPlatform/Outbox';
/** What every outbox message's partition key starts with. */
const OUTBOX_KEY_PREFIX = outboxMessage('').PK;

export class OutboxDelivery extends Construct {
  /** Where the stream puts what the worker failed on after its retries (a record of the batch: keys, not content). */
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: { worker: AppFunction; table: dynamodb.ITable }) {
    super(scope, id);
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "This queue is the stream's on-failure destination (a dead-letter queue itself); its depth raises an alarm.",
      },
    ]);

    // A message is delivered within a second of its write; a batch the worker fails on (the table not
    // taking a claim) is retried, halved to find the bad record, then recorded here. The message
    // itself stays pending in the table, so the sweeper delivers it anyway.
    props.worker.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(0),
        bisectBatchOnError: true,
        retryAttempts: 3,
        maxRecordAge: Duration.hours(1),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { PK: { S: lambda.FilterRule.beginsWith(OUTBOX_KEY_PREFIX) } } },
          }),
        ],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      props.worker.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "Reading the table's stream needs dynamodb:ListStreams, which has no resource-level permissions; the stream's own reads are on its ARN.",
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );

    new OperationsAlarm(this, 'DeadLettersAlarm', {
      runbook: 'outbox-dead-letters',
      alarmDescription:
        'Outbox: the worker failed on stream batches (the table did not take its claims); their messages wait for the sweeper. See the worker’s log group, then purge the queue.',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    const dead = new logs.MetricFilter(this, 'DeadMessages', {
      logGroup: props.worker.logGroup,
      filterPattern: logs.FilterPattern.stringValue('$.message', '=', OUTBOX_DEAD_MESSAGE),
      metricNamespace: OUTBOX_METRIC_NAMESPACE,
      metricName: 'DeadMessages',
      metricValue: '1',
    });
    new OperationsAlarm(this, 'DeadMessagesAlarm', {
      runbook: 'outbox-dead-messages',
      alarmDescription: `Outbox: a message was given up (refused by SES or SNS, retries used up over a day, or a code past its deadline); "${OUTBOX_DEAD_MESSAGE}" lines in the worker's log group name it and why.`,
      metric: dead.metric({ statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
