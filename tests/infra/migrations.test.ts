// The deploy's run of the item migrations: MigrationsStack's migrate function (its table grants and a
// Scan of the table, nothing else) invoked by a CDK Trigger synchronously, after every stack that
// carries code, and again whenever the function (its code or the migration list) changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '@functions/migrations/registry';
import { MIGRATE_TIMEOUT, migrateDescription } from '@infra/stacks/migrations-stack';
import { functionsIn, nagFindings, resourcesOfType, synthApp, type SynthResult } from './support';

let app: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false });
});

const ids = MIGRATIONS.map((migration) => migration.id);
const stack = () => app.stacks.migrations;
const migrateFunction = () =>
  functionsIn(app.template(stack())).find((fn) => fn.description.startsWith('migrations:'))!;

describe('MigrationsStack', () => {
  it('has the migrate function, named for the migration list, with the run time and the table grants plus a Scan of the table only', () => {
    const fn = migrateFunction();
    expect(fn.description).toBe(migrateDescription(ids));
    expect(fn.properties).toMatchObject({
      Timeout: MIGRATE_TIMEOUT.toSeconds(),
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
    });
    expect(fn.env.TABLE_NAME).toBeDefined();
    expect(fn.role.Properties.ManagedPolicyArns).toBeUndefined();
    const services = new Set([...fn.actions].map((action) => action.split(':')[0]));
    // X-Ray: every function's traces (tracing is on by default, docs/decisions/012-observability.md).
    expect([...services].sort()).toEqual(['dynamodb', 'logs', 'xray']);
    expect([...fn.actions].filter((action) => action.endsWith('*'))).toEqual([]);
    expect(fn.actions).toContain('dynamodb:UpdateItem');
    const scans = fn.statements.filter((s) => [s.Action].flat().includes('dynamodb:Scan'));
    expect(scans).toHaveLength(1);
    // The table itself, no index.
    expect([scans[0]!.Resource].flat()).toHaveLength(1);
    expect(JSON.stringify(scans[0]!.Resource)).not.toContain('/index/');
  });

  it('a changed migration list gives the function another description, so a new version the trigger runs again', () => {
    expect(migrateDescription([...ids, '2099-01-01-later'])).not.toBe(migrateDescription(ids));
    expect(migrateDescription(ids)).toContain(ids.at(-1)!);
    expect(migrateDescription(ids).length).toBeLessThanOrEqual(256);
  });

  it('triggers the function synchronously on its current version, re-run on every change, within the provider time', () => {
    const template = app.template(stack());
    const triggers = resourcesOfType(template, 'Custom::Trigger');
    expect(triggers).toHaveLength(1);
    const properties = triggers[0]![1].Properties;
    expect(properties).toMatchObject({ InvocationType: 'RequestResponse', ExecuteOnHandlerChange: true });
    expect(Number(properties.Timeout)).toBeGreaterThan(MIGRATE_TIMEOUT.toMilliseconds());
    expect(Number(properties.Timeout)).toBeLessThan(15 * 60_000);
    const [versionId] = resourcesOfType(template, 'AWS::Lambda::Version').map(([id]) => id);
    expect(properties.HandlerArn).toEqual({ Ref: versionId });
    const version = template.findResources('AWS::Lambda::Version')[versionId!]!;
    expect(version.Properties.FunctionName).toEqual({ Ref: migrateFunction().logicalId });
  });

  it("lets the trigger's provider invoke the migrate function (its versions) and nothing else", () => {
    const provider = functionsIn(app.template(stack())).find((fn) => fn !== migrateFunction() && !fn.description)!;
    expect(provider).toBeDefined();
    const invokes = provider.statements.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invokes).toHaveLength(1);
    expect([...provider.actions]).toEqual(['lambda:InvokeFunction']);
    expect(JSON.stringify(invokes[0]!.Resource)).toContain(migrateFunction().logicalId);
  });

  it('deploys after every stack that carries code, and cdk-nag has nothing unsuppressed', () => {
    const dependencies = new Set(stack().dependencies.map((dependency) => dependency.stackName));
    for (const other of [...app.stacks.routes, app.stacks.jobs, app.stacks.workers, app.stacks.realtime])
      expect(dependencies.has(other.stackName), other.stackName).toBe(true);
    expect(nagFindings(app.assembly, stack())).toEqual([]);
  });
});
