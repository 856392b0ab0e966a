// The Lambda bundle budget (ARCHITECTURE.md, "A Lambda carries what its route uses"): every bundle
// <= 400 KB, the median <= 300 KB, platform/health <= 1.2x the floor bundle (tests/bench/floor-handler.ts),
// and a PDF writer (a contract that produces application/pdf) <= 800 KB. `npm run bench` prints it;
// tests/infra/bundle-budgets.test.ts fails on it. Sizes are index.mjs bytes, source map excluded.
import type { Contract } from '@shared/contracts/contract';
import { contracts } from '@shared/contracts/index';
import { httpBundleName } from '@infra/build/bundle';

const KB = 1024;
export const BUNDLE_BUDGET = {
  eachBytes: 400 * KB,
  medianBytes: 300 * KB,
  pdfWriterBytes: 800 * KB,
  healthVsFloor: 1.2,
} as const;
export const HEALTH_BUNDLE = httpBundleName('platform/health');
export const FLOOR_BUNDLE = 'floor';

/** Bundles allowed the PDF budget: the routes whose contract answers with a PDF. */
export const pdfWriters: ReadonlySet<string> = new Set(
  Object.entries(contracts as Record<string, Contract>)
    .filter(([, contract]) => contract.produces === 'application/pdf')
    .map(([key]) => httpBundleName(key)),
);

/**
 * Bundles allowed over budget, each with a cap (KB) and the library that puts it over: none since
 * issue 20. A listed bundle past its cap fails, and one back within budget must leave the list.
 */
export const KNOWN_OVER_BUDGET: Readonly<Record<string, number>> = {};

export interface BundleSize {
  name: string;
  bytes: number;
}

export const limitFor = (name: string) =>
  pdfWriters.has(name) ? BUNDLE_BUDGET.pdfWriterBytes : BUNDLE_BUDGET.eachBytes;

export const medianBytes = (sizes: BundleSize[]) =>
  [...sizes].map((s) => s.bytes).sort((a, b) => a - b)[Math.floor(sizes.length / 2)]!;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The figures the bench and the issue report: over budget, median, max, health vs floor. */
export function bundleSummary(deployed: BundleSize[], floorBytes: number) {
  const max = deployed.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const health = deployed.find((b) => b.name === HEALTH_BUNDLE)!;
  return {
    count: deployed.length,
    overBudget: deployed.filter((b) => b.bytes > limitFor(b.name)),
    over400: deployed.filter((b) => b.bytes > BUNDLE_BUDGET.eachBytes).length,
    median: medianBytes(deployed),
    max,
    healthBytes: health.bytes,
    floorBytes,
  };
}

/** Every budget the deployed bundles break, one line each (empty when all hold). */
export function budgetFindings(deployed: BundleSize[], floorBytes: number): string[] {
  const summary = bundleSummary(deployed, floorBytes);
  const findings = summary.overBudget.map((b) => `${b.name} is ${kb(b.bytes)} (budget ${kb(limitFor(b.name))})`);
  if (summary.median > BUNDLE_BUDGET.medianBytes)
    findings.push(`median bundle is ${kb(summary.median)} (budget ${kb(BUNDLE_BUDGET.medianBytes)})`);
  const healthLimit = floorBytes * BUNDLE_BUDGET.healthVsFloor;
  if (summary.healthBytes > healthLimit)
    findings.push(
      `${HEALTH_BUNDLE} is ${kb(summary.healthBytes)}, over ${BUNDLE_BUDGET.healthVsFloor}x the floor's ${kb(floorBytes)} (${kb(healthLimit)})`,
    );
  return findings;
}

/** budgetFindings less the KNOWN_OVER_BUDGET bundles within their caps; a listed bundle over its cap, or back within budget, is a finding. */
export function unexpectedFindings(deployed: BundleSize[], floorBytes: number): string[] {
  const known = (finding: string) => {
    const bundle = deployed.find((b) => finding.startsWith(`${b.name} is `));
    const cap = bundle ? KNOWN_OVER_BUDGET[bundle.name] : undefined;
    return bundle !== undefined && cap !== undefined && bundle.bytes <= cap * KB;
  };
  const findings = budgetFindings(deployed, floorBytes).filter((finding) => !known(finding));
  const over = new Set(budgetFindings(deployed, floorBytes).map((finding) => finding.split(' is ')[0]));
  for (const name of Object.keys(KNOWN_OVER_BUDGET)) {
    const bundle = deployed.find((b) => b.name === name);
    if (!bundle) findings.push(`${name} is listed in KNOWN_OVER_BUDGET but not deployed`);
    else if (!over.has(name))
      findings.push(`${name} is within budget now (${kb(bundle.bytes)}): remove it from KNOWN_OVER_BUDGET`);
    else if (bundle.bytes > KNOWN_OVER_BUDGET[name]! * KB)
      findings.push(`${name} grew to ${kb(bundle.bytes)}, past its cap of ${KNOWN_OVER_BUDGET[name]} KB`);
  }
  return findings;
}
