// The outbox in CDK (docs/decisions/011-outbox.md): its worker is the outbox-deliveries job, swept
// every minute by EventBridge and started by the table's stream for each new outbox message (a filter
// lets only those through), with a dead-letter queue for the batches it fails on and alarms on that
// queue and on messages given up. Only the worker may call SES or SNS; routes that mail write outbox
// items (tests/infra/function-grants.test.ts states every grant).
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@functions/handlers/jobs/schedules';
import { OUTBOX_DEAD_MESSAGE } from '@functions/domain/outbox/delivery-schedule';
import { defaultConfig } from '@infra/stacks/config';
import type { LooseJson } from '@tests/support/loose-json';
import { functionsIn, logicalIdOf, resourcesOfType, synthApp, type SynthResult } from './support';

type Json = Record<string, LooseJson>;
let app: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false });
});

const jobsTemplate = () => app.template(app.stacks.jobs);
const worker = () => functionsIn(jobsTemplate()).find((fn) => fn.description.startsWith('job outbox-deliveries '))!;
const deadLetters = () => logicalIdOf(jobsTemplate(), 'AWS::SQS::Queue', 'OutboxDeliveryDeadLetters');

describe('the outbox worker', () => {
  it('is swept every minute by an EventBridge rule, with bounded retries', () => {
    expect(jobs['outbox-deliveries'].schedule).toBe('cron(* * * * ? *)');
    const rule = resourcesOfType(jobsTemplate(), 'AWS::Events::Rule').find(
      ([, r]) => r.Properties.ScheduleExpression === 'cron(* * * * ? *)',
    );
    expect(rule).toBeDefined();
    expect(rule![1].Properties.Targets[0].Arn['Fn::GetAtt'][0]).toBe(worker().logicalId);
    expect(worker().properties.Timeout).toBe(300);
  });

  it("is started by the table's stream for new outbox items only, with retries, bisection and a dead-letter queue", () => {
    const mappings = resourcesOfType(jobsTemplate(), 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    const props = mappings[0]![1].Properties as Json;
    expect(props.FunctionName.Ref).toBe(worker().logicalId);
    expect(JSON.stringify(props.EventSourceArn)).toContain('StreamArn');
    expect(props).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: 10,
      MaximumBatchingWindowInSeconds: 0,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      MaximumRecordAgeInSeconds: 3600,
    });
    expect(props.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0]).toBe(deadLetters());
    const patterns = (props.FilterCriteria.Filters as Json[]).map((f) => JSON.parse(f.Pattern as string));
    expect(patterns).toEqual([{ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [{ prefix: 'OUTBOX#' }] } } } }]);
  });

  it('reads a table whose stream carries keys only (no message content leaves the table)', () => {
    const table = resourcesOfType(app.template(app.stacks.data), 'AWS::DynamoDB::Table')[0]![1];
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'KEYS_ONLY' });
  });

  it('keeps failed batches in an encrypted, TLS-only queue for 14 days', () => {
    const [, queue] = resourcesOfType(jobsTemplate(), 'AWS::SQS::Queue').find(([id]) => id === deadLetters())!;
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    const policy = resourcesOfType(jobsTemplate(), 'AWS::SQS::QueuePolicy').find(([, p]) =>
      JSON.stringify(p.Properties.Queues).includes(deadLetters()),
    );
    expect(JSON.stringify(policy?.[1].Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });

  it('alarms when the dead-letter queue holds anything, and when a message is given up', () => {
    const alarms = resourcesOfType(jobsTemplate(), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties as Json);
    const depth = alarms.find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(depth).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 1, Statistic: 'Maximum' });
    expect(JSON.stringify(depth!.Dimensions)).toContain(deadLetters());
    // The jobs' own error filters (function-alarms) are there too: the outbox's is the one on its message.
    const filter = resourcesOfType(jobsTemplate(), 'AWS::Logs::MetricFilter')
      .map(([, f]) => f)
      .find((f) => f.Properties.FilterPattern === `{ $.message = "${OUTBOX_DEAD_MESSAGE}" }`);
    expect(filter).toBeDefined();
    const transform = filter!.Properties.MetricTransformations[0];
    const dead = alarms.find((a) => a.MetricName === transform.MetricName && a.Namespace === transform.MetricNamespace);
    expect(dead).toMatchObject({ Threshold: 1, Statistic: 'Sum', ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(filter!.Properties.LogGroupName.Ref).toMatch(/^OutboxDeliveries/);
  });
});

describe('who may send', () => {
  const everyFunction = () =>
    [...app.stacks.routes, app.stacks.realtime, app.stacks.jobs, app.stacks.workers].flatMap((stack) =>
      functionsIn(app.template(stack)),
    );

  it('only the outbox worker may call SES or SNS, and only it knows the sender address', () => {
    const senders = everyFunction()
      .filter((fn) => [...fn.actions].some((action) => /^(ses|sns):/.test(action)))
      .map((fn) => fn.description.split(' (')[0]);
    expect(senders).toEqual(['job outbox-deliveries']);
    expect([...worker().actions].filter((a) => /^(ses|sns):/.test(a)).sort()).toEqual([
      'ses:GetAccount',
      'ses:SendEmail',
      'sns:Publish',
    ]);
    expect(worker().env.MAIL_FROM).toBe(defaultConfig.mailFrom);
    expect(everyFunction().filter((fn) => 'MAIL_FROM' in fn.env)).toHaveLength(1);
  });
});
