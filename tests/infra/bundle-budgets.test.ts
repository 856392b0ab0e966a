// Every deployable Lambda bundle within its budget (tests/bench/bundle-budgets.ts), built the way
// `cdk synth` builds them (infra/build/bundle.ts: one esbuild call, minified, metafile), next to the
// floor bundle. Also: heavy libraries stay in the routes that use them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers, handlerEntries, repoRoot, type BundleResult } from '@infra/build/bundle';
import { BUNDLE_BUDGET, budgetFindings, FLOOR_BUNDLE, pdfWriters } from '@tests/bench/bundle-budgets';

const outdir = mkdtempSync(path.join(os.tmpdir(), 'budget-lambdas-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

let floor: BundleResult;
let deployed: BundleResult[];
beforeAll(async () => {
  const results = await bundleHandlers({ outdir, entries: [{ name: FLOOR_BUNDLE, entry: path.join(repoRoot, 'tests/bench/floor-handler.ts') }, ...handlerEntries()] });
  floor = results.find((r) => r.name === FLOOR_BUNDLE)!;
  deployed = results.filter((r) => r.name !== FLOOR_BUNDLE);
}, 240_000);

describe('Lambda bundle budgets', () => {
  it(`every bundle <= ${BUNDLE_BUDGET.eachBytes / 1024} KB (PDF writers ${BUNDLE_BUDGET.pdfWriterBytes / 1024} KB), median <= ${BUNDLE_BUDGET.medianBytes / 1024} KB, health <= ${BUNDLE_BUDGET.healthVsFloor}x the floor`, () => {
    expect(deployed.length).toBe(handlerEntries().length);
    expect(budgetFindings(deployed, floor.bytes)).toEqual([]);
  });

  it('the PDF budget covers exactly the routes that answer with a PDF', () => {
    expect(pdfWriters.size).toBeGreaterThan(0);
    for (const name of pdfWriters) expect(deployed.map((r) => r.name), name).toContain(name);
  });
});
