// The deploy's run of the item migrations (functions/migrations, docs/deploying.md): the migrate
// function and a CDK Trigger (a custom resource) that invokes it synchronously once the stacks that
// carry the new code are deployed, and again whenever the function changes: its code, or the
// migration list, whose ids are in its description. A run that fails or cannot finish fails the
// deploy; the runner's lock and saved progress make a second deploy carry on safely.
import { createHash } from 'node:crypto';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as triggers from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { MIGRATE_BUNDLE } from '../build/bundle';
import { AppFunction, type FunctionResources } from '../constructs/app-function';
import { alarmOnFunction } from '../constructs/function-alarms';

/** The run's time: a Lambda's 15 minutes less what the trigger's provider (15 minutes) needs around it. */
export const MIGRATE_TIMEOUT = Duration.minutes(14);

export interface MigrationsStackProps extends StackProps {
  resources: FunctionResources;
  /** The ids of functions/migrations/registry.ts, in order: a change re-runs the trigger. */
  migrationIds: readonly string[];
}

/** The function's description: how many migrations, the last, and a digest of the whole list. */
export function migrateDescription(ids: readonly string[]): string {
  const digest = createHash('sha256').update(ids.join('\n')).digest('hex').slice(0, 12);
  return `migrations: ${ids.length}, last ${ids.at(-1) ?? 'none'}, list ${digest}`;
}

export class MigrationsStack extends Stack {
  readonly migrate: AppFunction;
  readonly trigger: triggers.Trigger;

  constructor(scope: Construct, id: string, props: MigrationsStackProps) {
    super(scope, id, props);
    this.migrate = new AppFunction(this, 'Migrate', {
      bundle: MIGRATE_BUNDLE,
      description: migrateDescription(props.migrationIds),
      resources: props.resources,
      grants: ['table:write'],
      timeout: MIGRATE_TIMEOUT,
      memorySize: 1024,
    });
    // A failed run also fails the deploy; the alarm says so to whoever was not watching it.
    alarmOnFunction(this.migrate, { asynchronous: false });
    // Migrations walk the whole table once (a Scan), which no route or job may do.
    this.migrate.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:Scan'], resources: [props.resources.table.tableArn] }),
    );
    this.trigger = new triggers.Trigger(this, 'RunPending', {
      handler: this.migrate.function,
      invocationType: triggers.InvocationType.REQUEST_RESPONSE,
      timeout: MIGRATE_TIMEOUT.plus(Duration.seconds(30)),
      executeOnHandlerChange: true,
    });
  }
}
