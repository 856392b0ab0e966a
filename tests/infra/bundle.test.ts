// The one-call esbuild bundling used by `cdk synth` (and by `npm run bench`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { contractKeys } from '@shared/contracts/index';
import { jobSchedules } from '@functions/handlers/jobs/schedules';
import { workers } from '@functions/handlers/workers/workers';
import {
  bundleHandlers,
  handlerEntries,
  httpBundleName,
  jobBundleName,
  MIGRATE_BUNDLE,
  websocketHandlers,
  workerBundleName,
} from '@infra/build/bundle';
import { spellOutSchemaKeys } from '@infra/build/aws-sdk-schemas';
import { EVENT_STREAMS_UNBUNDLED } from '@infra/build/no-event-streams';
import { markInitializersPure } from '@infra/build/pure-contracts';
import { STRIPE_RESOURCES_USED } from '@infra/build/stripe-resources';

const outdir = mkdtempSync(path.join(os.tmpdir(), 'lambdas-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('handlerEntries', () => {
  it('lists one handler per contract, the three WebSocket routes, one per job, one per worker and the migration run, and each file exists', () => {
    const entries = handlerEntries();
    expect(entries.map((e) => e.name).sort()).toEqual(
      [
        ...contractKeys.map(httpBundleName),
        ...Object.values(websocketHandlers).map((h) => `ws/${h}`),
        ...Object.keys(jobSchedules).map(jobBundleName),
        ...Object.keys(workers).map(workerBundleName),
        MIGRATE_BUNDLE,
      ].sort(),
    );
    for (const entry of entries) expect(existsSync(entry.entry), entry.entry).toBe(true);
  });
});

describe('bundleHandlers', () => {
  it('bundles ESM .mjs files with source maps that load on Node with the AWS SDK inside', async () => {
    const picked = handlerEntries().filter((e) => e.name === 'http/auth/login' || e.name === 'ws/default');
    const results = await bundleHandlers({ outdir, entries: picked });
    expect(results.map((r) => r.name).sort()).toEqual(['http/auth/login', 'ws/default']);
    for (const result of results) {
      expect(result.file).toBe(path.join(outdir, result.name, 'index.mjs'));
      expect(result.bytes).toBeGreaterThan(0);
      expect(existsSync(`${result.file}.map`)).toBe(true);
    }
    const login = results.find((r) => r.name === 'http/auth/login')!;
    // The Cognito client (CommonJS inside) must load from an ESM bundle: this is what the createRequire banner is for.
    const loaded = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(`file://${login.file}`)}); console.log(typeof m.handler);`,
      ],
      { env: { ...process.env, TABLE_NAME: 'test' }, encoding: 'utf8' },
    );
    expect(loaded.trim()).toBe('function');
  });

  it('names missing handler files', async () => {
    await expect(
      bundleHandlers({ outdir, entries: [{ name: 'http/x/y', entry: '/nowhere/y.ts' }], clean: false }),
    ).rejects.toThrow(/http\/x\/y/);
  });
});

describe('the Stripe resources bundled (infra/build/stripe-resources.ts)', () => {
  it('include every resource the payment adapter calls', () => {
    const adapter = readFileSync(path.resolve('functions/adapters/payments/payments.ts'), 'utf8');
    const called = new Set([...adapter.matchAll(/\(await stripe\(\)\)\.(\w+)\./g)].map((m) => m[1]!));
    called.delete('webhooks'); // not a resource: the SDK's own Webhooks module
    expect(called.size).toBeGreaterThan(0);
    const bundled = STRIPE_RESOURCES_USED.map((name) => name[0]!.toLowerCase() + name.slice(1));
    expect([...called].filter((resource) => !bundled.includes(resource))).toEqual([]);
  });
});

describe("the AWS clients' schemas (infra/build/aws-sdk-schemas.ts)", () => {
  it('spell out computed keys of the string constants, outside error shapes', () => {
    const source = [
      'const _e = "error";',
      'const _h = "http";',
      'export var NotFound$ = [-3, n0, _NF, { [_e]: _c }, [], []];',
      'export var Head$ = [9, n0, _HO,',
      '    { [_h]: ["HEAD", "/{Key+}", 200], [other]: 1 }, () => HeadRequest$, () => HeadOutput$',
      '];',
    ].join('\n');
    expect(spellOutSchemaKeys(source).split('\n').slice(2)).toEqual([
      'export var NotFound$ = [-3, n0, _NF, { [_e]: _c }, [], []];',
      'export var Head$ = [9, n0, _HO,',
      '    { "http": ["HEAD", "/{Key+}", 200], [other]: 1 }, () => HeadRequest$, () => HeadOutput$',
      '];',
    ]);
  });

  it("let the S3 client's unused shapes go: the export worker bundles those of its multipart upload only, and loads", async () => {
    const [worker] = await bundleHandlers({
      outdir,
      entries: handlerEntries().filter((e) => e.name === workerBundleName('csv-export')),
      clean: false,
    });
    const text = readFileSync(worker!.file, 'utf8');
    expect(text).toContain('CompleteMultipartUpload');
    expect(text).not.toContain('SelectObjectContentRequest');
    expect(text).not.toContain('PutBucketLifecycleConfigurationRequest');
    const loaded = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(`file://${worker!.file}`)}); console.log(typeof m.handler);`,
      ],
      { env: { ...process.env, TABLE_NAME: 'test' }, encoding: 'utf8' },
    );
    expect(loaded.trim()).toBe('function');
  });
});

describe('the contracts marked pure (infra/build/pure-contracts.ts)', () => {
  it('wrap each top-level initializer that runs code in a pure call, and nothing else', () => {
    const source = [
      "const name = z.string().check(z.maxLength(MAX_LENGTH.name, tooLong('name')));",
      'export const named = (max: number) => z.string().check(z.maxLength(max));',
      'export const LIMIT = 10, thing = defineContract({ body: z.object({ name, ...envelope }) });',
    ].join('\n');
    expect(markInitializersPure(source).split('\n')).toEqual([
      "const name = /* @__PURE__ */ (() => (z.string().check(z.maxLength(MAX_LENGTH.name, tooLong('name')))))();",
      'export const named = (max: number) => z.string().check(z.maxLength(max));',
      'export const LIMIT = 10, thing = /* @__PURE__ */ (() => (defineContract({ body: z.object({ name, ...envelope }) })))();',
    ]);
  });

  it('hold because every contract module is declarations only: nothing at its top level runs for an effect', () => {
    const dir = path.resolve('shared/contracts');
    const declarations = (statement: ts.Statement) =>
      ts.isImportDeclaration(statement) ||
      ts.isExportDeclaration(statement) ||
      ts.isVariableStatement(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement);
    const others = readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => {
        const file = ts.createSourceFile(
          name,
          readFileSync(path.join(dir, name), 'utf8'),
          ts.ScriptTarget.Latest,
          true,
        );
        return file.statements.filter((statement) => !declarations(statement)).map((s) => `${name}: ${s.getText()}`);
      });
    expect(others).toEqual([]);
  });

  it("let a route's bundle drop the other contracts of its module, and the lazy event streams of the AWS SDK", async () => {
    const [listOrders] = await bundleHandlers({
      outdir,
      entries: handlerEntries().filter((e) => e.name === httpBundleName('commerce/list-orders')),
      clean: false,
    });
    const text = readFileSync(listOrders!.file, 'utf8');
    expect(text).toContain('/api/orders.json');
    expect(text).not.toContain('/api/webhooks/stripe');
    // infra/build/no-event-streams.ts: the SDK's lazy import of its event-stream codec gets a module that throws.
    expect(text).toContain(EVENT_STREAMS_UNBUNDLED);
    expect(text).not.toContain(':message-type');
  });
});
