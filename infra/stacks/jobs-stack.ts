// Scheduled work: one EventBridge rule and one function per entry in jobSchedules.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { jobs, jobSchedules, type JobName } from '@functions/handlers/jobs/schedules';
import { jobBundleName } from '../build/bundle';
import { AppFunction, constructIdFor, type FunctionResources } from '../constructs/app-function';
import { alarmOnFunction } from '../constructs/function-alarms';
import { OutboxDelivery } from './outbox-delivery';

/**
 * What each job may touch (least privilege, like the contracts' `grants`). A new job in
 * functions/handlers/jobs/schedules.ts must be added here too; the synth fails until it is.
 */

export interface JobsStackProps extends StackProps {
  resources: FunctionResources;
}

export class JobsStack extends Stack {
  readonly functions: Record<string, AppFunction> = {};
  /** The outbox worker's stream trigger, dead-letter queue and alarms (its job is the sweeper). */
  readonly outbox: OutboxDelivery;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    for (const [job, expression] of Object.entries(jobSchedules) as [JobName, string][]) {
      const grants = jobs[job as JobName].grants;
      const constructId = constructIdFor(job);
      const fn = new AppFunction(this, constructId, {
        bundle: jobBundleName(job),
        description: `job ${job} (${expression})`,
        resources: props.resources,
        grants,
        timeout: Duration.minutes(5),
        memorySize: 1024,
      });
      this.functions[job] = fn;
      alarmOnFunction(fn, { asynchronous: true });
      new events.Rule(this, `${constructId}Schedule`, {
        description: `Runs the ${job} job`,
        schedule: events.Schedule.expression(expression),
        targets: [new targets.LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.hours(2) })],
      });
    }
    this.outbox = new OutboxDelivery(this, 'OutboxDelivery', {
      worker: this.functions['outbox-deliveries']!,
      table: props.resources.table,
    });
  }
}
