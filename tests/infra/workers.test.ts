// Workers (functions/handlers/workers): one function each in WorkersStack with its registry's
// grants, timeout and memory, retried twice on an asynchronous invocation; exactly the routes whose
// contracts carry `worker:<name>` may invoke it (its ARN only) and know its name.
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import type { Contract } from '@shared/contracts/contract';
import { EXPORT_FILES_PREFIX } from '@functions/adapters/export-files';
import { WORKER_FUNCTION_ENV } from '@functions/adapters/workers';
import { workers } from '@functions/handlers/workers/workers';
import { functionsIn, nagFindings, resourcesOfType, statementsTouching, synthApp, type SynthResult } from './support';

let app: SynthResult;
beforeAll(() => {
  app = synthApp({ validate: false });
});

const all = contracts as Record<string, Contract>;

describe('export files', () => {
  it('expire from the private bucket two days after they are written', () => {
    const [[, bucket]] = resourcesOfType(app.template(app.stacks.data), 'AWS::S3::Bucket').filter(([id]) =>
      id.startsWith('PrivateUploads'),
    ) as [[string, { Properties: { LifecycleConfiguration: { Rules: Record<string, unknown>[] } } }]];
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: EXPORT_FILES_PREFIX, ExpirationInDays: 2, Status: 'Enabled' }),
    );
  });
});

describe('WorkersStack', () => {
  it('the adapter names a setting for every worker in the registry, and no other', () => {
    expect(Object.keys(WORKER_FUNCTION_ENV).sort()).toEqual(Object.keys(workers).sort());
  });

  it('has one function per worker with its timeout, memory, table and private-bucket grants, and two async retries', () => {
    const template = app.template(app.stacks.workers);
    const functions = functionsIn(template);
    expect(functions.map((fn) => fn.description).sort()).toEqual(
      Object.keys(workers)
        .map((name) => `worker ${name}`)
        .sort(),
    );
    const csv = functions.find((fn) => fn.description === 'worker csv-export')!;
    expect(csv.properties).toMatchObject({
      Timeout: 900,
      MemorySize: 1024,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      ReservedConcurrentExecutions: 5,
    });
    expect(csv.env.PRIVATE_BUCKET).toBeDefined();
    expect(csv.env.TABLE_NAME).toBeDefined();
    expect(csv.actions).toContain('dynamodb:UpdateItem');
    expect(csv.actions).toContain('s3:PutObject');
    expect(csv.actions).not.toContain('lambda:InvokeFunction');
    expect(csv.actions).not.toContain('dynamodb:Scan');
    const [[, config]] = resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig') as [
      [string, { Properties: Record<string, unknown> }],
    ];
    expect(config.Properties).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 });
    expect(nagFindings(app.assembly, app.stacks.workers)).toEqual([]);
  });

  it('lets exactly the routes granted `worker:csv-export` invoke the worker, on its ARN only, and gives them its name', () => {
    const workerId = app.stacks.workers.getLogicalId(
      app.stacks.workers.functions['csv-export'].function.node.defaultChild as never,
    );
    const granted = Object.entries(all)
      .filter(([, contract]) => contract.grants?.includes('worker:csv-export'))
      .map(([key]) => key);
    expect(granted.sort()).toEqual(['groups/export-expirations', 'groups/export-users']);
    for (const stack of [...app.stacks.routes, app.stacks.jobs]) {
      for (const fn of functionsIn(app.template(stack))) {
        const key = fn.description.split(':')[0]!;
        const invokes = fn.statements.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
        expect(invokes.length > 0, key).toBe(granted.includes(key));
        expect('CSV_EXPORT_WORKER' in fn.env, key).toBe(granted.includes(key));
        for (const statement of invokes) {
          expect([statement.Resource].flat(), key).toHaveLength(1);
          expect(statementsTouching(fn, workerId).length, key).toBe(1);
          expect(JSON.stringify(statement.Resource), key).not.toContain(':*');
        }
      }
    }
  });
});
