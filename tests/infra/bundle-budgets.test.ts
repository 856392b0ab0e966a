// Every deployable Lambda bundle within its budget (tests/bench/bundle-budgets.ts), built the way
// `cdk synth` builds them (infra/build/bundle.ts: one esbuild call, minified, metafile), next to the
// floor bundle. Also: heavy libraries stay in the routes that use them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers, handlerEntries, MIGRATE_BUNDLE, repoRoot, type BundleResult } from '@infra/build/bundle';
import { EXPECTED_GRANTS } from './function-grants';
import {
  BUNDLE_BUDGET,
  FLOOR_BUNDLE,
  KNOWN_OVER_BUDGET,
  pdfWriters,
  unexpectedFindings,
} from '@tests/bench/bundle-budgets';

const outdir = mkdtempSync(path.join(os.tmpdir(), 'budget-lambdas-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

let floor: BundleResult;
let deployed: BundleResult[];
beforeAll(async () => {
  const results = await bundleHandlers({
    outdir,
    entries: [{ name: FLOOR_BUNDLE, entry: path.join(repoRoot, 'tests/bench/floor-handler.ts') }, ...handlerEntries()],
  });
  floor = results.find((r) => r.name === FLOOR_BUNDLE)!;
  deployed = results.filter((r) => r.name !== FLOOR_BUNDLE);
}, 240_000);

describe('Lambda bundle budgets', () => {
  it(`every bundle <= ${BUNDLE_BUDGET.eachBytes / 1024} KB (PDF writers ${BUNDLE_BUDGET.pdfWriterBytes / 1024} KB), median <= ${BUNDLE_BUDGET.medianBytes / 1024} KB, health <= ${BUNDLE_BUDGET.healthVsFloor}x the floor, but the listed ones within their caps`, () => {
    expect(deployed.length).toBe(handlerEntries().length);
    expect(unexpectedFindings(deployed, floor.bytes)).toEqual([]);
  });

  it('heavy libraries only in the routes that use them', () => {
    const holding = (module: string) =>
      deployed
        .filter((r) => r.inputs.some((input) => input.includes(module)))
        .map((r) => r.name)
        .sort();
    // Sanitizing happens on write: only the admin's section save (and the migration of sections
    // written before, run at deploy) carries sanitize-html.
    expect(holding('node_modules/sanitize-html/')).toEqual(['http/admin/update-course-section', MIGRATE_BUNDLE]);
    // ...with htmlparser2's Parser alone and no postcss (infra/build/sanitize-html-deps.ts).
    expect([...holding('node_modules/postcss/'), ...holding('node_modules/dom-serializer/')]).toEqual([]);
    // The PDF renderer only where a route answers with a PDF.
    expect(holding('functions/adapters/pdf/').filter((name) => !pdfWriters.has(name))).toEqual([]);
    // busboy only where a contract takes a form; Stripe only where payments are made or cards kept.
    expect(holding('node_modules/busboy/')).toEqual(['http/groups/invite-members']);
    expect(
      holding('node_modules/stripe/').filter(
        (name) => !/^(http\/(commerce|group-commerce)\/|jobs\/auto-renewals$)/.test(name),
      ),
    ).toEqual([]);
    // ...and a route that carries Stripe holds the grant that gives it Stripe's keys (else a 500 in AWS).
    expect(
      holding('node_modules/stripe/').filter(
        (name) =>
          name.startsWith('http/') && !EXPECTED_GRANTS[name.slice('http/'.length)]?.split(' ').includes('payments'),
      ),
    ).toEqual([]);
    // The OpenAPI route serves the document built at bundle time (infra/build/openapi-document.ts),
    // not the contracts and zod's JSON Schema generator it is made from.
    expect(
      deployed
        .find((r) => r.name === 'http/platform/openapi-document')!
        .inputs.filter((input) =>
          /shared\/contracts\/index\.ts|zod\/v4\/core\/(json-schema|to-json-schema)/.test(input),
        ),
    ).toEqual([]);
    for (const name of [
      'http/platform/health',
      'http/auth/login',
      'http/auth/bootstrap',
      'http/commerce/toggle-product',
      'http/learning/get-user-course-section',
    ]) {
      const bundle = deployed.find((r) => r.name === name)!;
      expect(
        bundle.inputs.filter((input) =>
          /node_modules\/(stripe|sanitize-html|busboy)\/|functions\/adapters\/pdf\//.test(input),
        ),
        name,
      ).toEqual([]);
    }
  });

  it('the PDF budget covers exactly the routes that answer with a PDF; the known exceptions are deployed bundles', () => {
    expect(pdfWriters.size).toBeGreaterThan(0);
    for (const name of [...pdfWriters, ...Object.keys(KNOWN_OVER_BUDGET)])
      expect(
        deployed.map((r) => r.name),
        name,
      ).toContain(name);
  });
});
