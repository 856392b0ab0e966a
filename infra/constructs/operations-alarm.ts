// Every CloudWatch alarm of the app is an OperationsAlarm: it notifies the operations topic
// (OperationsStack) when it fires and again when it recovers, and its description names the
// runbook section of docs/operations.md. tests/infra/operations-alarms.test.ts holds every alarm
// of every stack to both, so an alarm built any other way fails the tests.
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct, IConstruct } from 'constructs';

const TOPICS = new WeakMap<IConstruct, sns.ITopic>();

/** Called once by OperationsStack: the app's alarms notify this topic. */
export function setOperationsTopic(scope: IConstruct, topic: sns.ITopic): void {
  TOPICS.set(scope.node.root, topic);
}

/** The app's operations topic; built before any stack that has alarms (infra/stacks/app-stacks.ts). */
export function operationsTopic(scope: IConstruct): sns.ITopic {
  const topic = TOPICS.get(scope.node.root);
  if (!topic)
    throw new Error(
      'The app has no OperationsStack yet: build it before any stack with alarms (its topic is their action).',
    );
  return topic;
}

/** The runbook sections of docs/operations.md (their headings' anchors), one per kind of alarm. */
export const RUNBOOKS = [
  'api-5xx-rate',
  'api-429s',
  'api-latency-near-timeout',
  'rate-limit-refusals',
  'sign-in-failures',
  'function-failures',
  'function-duration-near-timeout',
  'lambda-throttles',
  'table-throttling',
  'outbox-dead-letters',
  'outbox-dead-messages',
] as const;
export type Runbook = (typeof RUNBOOKS)[number];

export const RUNBOOK_DOC = 'docs/operations.md';

export interface OperationsAlarmProps extends cloudwatch.AlarmProps {
  /** What it means, in a sentence; the runbook link is appended. */
  alarmDescription: string;
  runbook: Runbook;
}

export class OperationsAlarm extends cloudwatch.Alarm {
  constructor(scope: Construct, id: string, { runbook, alarmDescription, ...props }: OperationsAlarmProps) {
    super(scope, id, {
      // Quiet periods (no requests, no runs) are fine, not unknown.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...props,
      alarmDescription: `${alarmDescription} Runbook: ${RUNBOOK_DOC}#${runbook}`,
    });
    const notify = new SnsAction(operationsTopic(this));
    this.addAlarmAction(notify);
    this.addOkAction(notify);
  }
}
