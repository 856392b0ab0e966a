// `npm run bench`: prints figures next to their targets. Not part of `npm test`.
//   1. per-function bundle size and cold-load time vs a floor bundle (DynamoDB document client only)
//   2. API latency under autocannon (32 connections, 10 s) vs a floor route doing one GetItem
//   3. the web: Lighthouse (mobile) and the initial JS (gzip) of /login, /verify, /dashboard, the course
//      player and an in-progress exam, in one table next to the budgets (tests/bench/web-budgets.ts)
//   4. the group portal at scale (1,000 / 10,000 / 50,000 members; full runs, or alone with `--groups`)
//   5. p99 of POST /api/purchases.json next to a trivial authenticated GET (tests/bench/purchases.ts; alone with `--purchases`)
//   6. learners taking exams at once against the bundles, saving an answer every 2-5 s (tests/bench/exam-load.ts; alone
//      with `--exams`; `--learners=N --minutes=M`, default 300 for 5 min, --quick 50 for 0.5 min)
// `npm run bench:bundles` (`--bundles`) runs only 1; `npm run bench:web` (`--web`) runs only 3; `--quick` shortens the load runs and runs Lighthouse once a page; `--pages=a,b` limits Lighthouse to those pages.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { bundleHandlers, handlerEntries, repoRoot } from '@infra/build/bundle';
import { startStackProcess } from '../support/local-stack';
import { ApiClient } from '../support/api-client';
import { LEARNER_BLS_EXAM } from '@infra/local/seed/learner-history';
import { lighthouseTable } from './lighthouse';
import { GROUP_SIZES, groupScaleBench } from './group-scale';
import { prepareBenchPages } from './web-pages';
import { BENCH_WEBHOOK_DELAY_MS, purchaseBench } from './purchases';
import { notificationScaleBench } from './notification-scale';
import { examLoadBench } from './exam-load';
import {
  BUNDLE_BUDGET,
  bundleSummary,
  budgetFindings,
  FLOOR_BUNDLE,
  HEALTH_BUNDLE,
  kb,
  limitFor,
  pdfWriters,
  unexpectedFindings,
} from './bundle-budgets';

const quick = process.argv.includes('--quick');
const webOnly = process.argv.includes('--web');
const groupsOnly = process.argv.includes('--groups');
const purchasesOnly = process.argv.includes('--purchases');
const notificationsOnly = process.argv.includes('--notifications');
const bundlesOnly = process.argv.includes('--bundles');
const examsOnly = process.argv.includes('--exams');
const numberFlag = (name: string) => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  if (value === undefined) return undefined;
  if (!(Number(value) > 0)) throw new Error(`--${name} takes a positive number, not ${value}`);
  return Number(value);
};
const examLoadOptions = {
  learners: numberFlag('learners') ?? (quick ? 50 : 300),
  minutes: numberFlag('minutes') ?? (quick ? 0.5 : 5),
};
// `--pages=dashboard,exam`: Lighthouse only on the pages whose name contains one of these.
const pageFilter = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');
const digestGroups = Number(process.argv.find((arg) => arg.startsWith('--digest-groups='))?.split('=')[1] ?? 10_000);
// `--group-sizes=200,5000`: the group sizes of the scale bench (default 1,000 / 10,000 / 50,000; --quick 1,000 / 10,000).
const groupSizes = process.argv
  .find((arg) => arg.startsWith('--group-sizes='))
  ?.split('=')[1]
  ?.split(',')
  .map(Number);
const duration = quick ? 3 : 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function loadTimeMs(file: string, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(`file://${file}`)})`],
      { stdio: 'ignore', env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench' } },
    );
    if (result.status !== 0) throw new Error(`Loading ${file} failed`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

async function bundles(): Promise<void> {
  console.log(
    `\n## Lambda bundles (budget: <= ${kb(BUNDLE_BUDGET.eachBytes)} each, median <= ${kb(BUNDLE_BUDGET.medianBytes)}, health <= ${BUNDLE_BUDGET.healthVsFloor}x the floor, PDF writers <= ${kb(BUNDLE_BUDGET.pdfWriterBytes)}; cold load <= 1.3x the floor, PDF writers 1.5x)\n`,
  );
  const outdir = path.join(repoRoot, '.build', 'bench-lambdas');
  const results = await bundleHandlers({
    outdir,
    entries: [{ name: FLOOR_BUNDLE, entry: path.join(repoRoot, 'tests/bench/floor-handler.ts') }, ...handlerEntries()],
  });
  const floor = results.find((r) => r.name === FLOOR_BUNDLE)!;
  const deployed = results.filter((r) => r.name !== FLOOR_BUNDLE);
  const floorMs = loadTimeMs(floor.file);
  const ratios: number[] = [];
  console.log(
    `| function | bundle | load (median of ${quick ? 3 : 7}) | vs floor | within budget |\n|---|---|---|---|---|`,
  );
  console.log(`| floor (DynamoDB document client only) | ${kb(floor.bytes)} | ${floorMs.toFixed(0)} ms | 1.00x | |`);
  for (const result of deployed) {
    const ms = loadTimeMs(result.file, quick ? 3 : 7);
    const pdf = pdfWriters.has(result.name);
    ratios.push(ms / floorMs);
    const ok = result.bytes <= limitFor(result.name) && ms <= floorMs * (pdf ? 1.5 : 1.3);
    console.log(
      `| ${result.name}${pdf ? ' (PDF)' : ''} | ${kb(result.bytes)} | ${ms.toFixed(0)} ms | ${(ms / floorMs).toFixed(2)}x | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  const summary = bundleSummary(deployed, floor.bytes);
  const healthRatio = ratios[deployed.findIndex((r) => r.name === HEALTH_BUNDLE)]!;
  console.log(
    `\n| bundles | over budget | over 400 KB | median | max | health | floor | health vs floor | cold load vs floor: median / health / max |\n|---|---|---|---|---|---|---|---|---|`,
  );
  console.log(
    `| ${summary.count} | ${summary.overBudget.length} | ${summary.over400} | ${kb(summary.median)} | ${kb(summary.max.bytes)} (${summary.max.name}) | ${kb(summary.healthBytes)} | ${kb(floor.bytes)} | ${(summary.healthBytes / floor.bytes).toFixed(2)}x | ${median(ratios).toFixed(2)}x / ${healthRatio.toFixed(2)}x / ${Math.max(...ratios).toFixed(2)}x |`,
  );
  const findings = budgetFindings(deployed, floor.bytes);
  const unexpected = unexpectedFindings(deployed, floor.bytes);
  console.log(
    findings.length
      ? `\nOver budget (${findings.length - unexpected.length} listed in KNOWN_OVER_BUDGET, tests/bench/bundle-budgets.ts):\n${findings.map((f) => `- ${f}`).join('\n')}`
      : '\nEvery bundle is within budget.',
  );
  if (unexpected.length)
    console.log(
      `\nNot expected (tests/infra/bundle-budgets.test.ts fails on these):\n${unexpected.map((f) => `- ${f}`).join('\n')}`,
    );
}

async function load(url: string, headers: Record<string, string> = {}) {
  // A short warm-up first, so JIT and caches (DynamoDB Local is a JVM) don't land in the figures.
  await autocannon({ url, connections: 8, duration: 2, headers });
  const result = await autocannon({ url, connections: 32, duration, headers });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function api(stack: { url: string }): Promise<void> {
  console.log(`\n## API latency (autocannon, 32 connections, ${duration} s; target p99 <= 3x the floor)\n`);
  const client = new ApiClient(stack.url, '127.0.0.1');
  await client.signIn('learner@example.com');
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const floor = await load(`${stack.url}/api/health.json`);
  console.log(`| route | p50 | p99 | req/s | non-2xx+errors | p99 vs floor |\n|---|---|---|---|---|---|`);
  console.log(
    `| GET /api/health.json (floor: one GetItem) | ${floor.p50} ms | ${floor.p99} ms | ${floor.rps.toFixed(0)} | ${floor.errors} | 1.00x |`,
  );
  const routes: [string, string][] = [
    ['GET /api/user_courses.json', '/api/user_courses.json'],
    ['GET /api/user_questions.json (10 questions)', `/api/user_questions.json?userExamUuid=${LEARNER_BLS_EXAM}`],
    ['GET /api/bootstrap.json (signed in)', '/api/bootstrap.json'],
  ];
  for (const [label, route] of routes) {
    const figures = await load(`${stack.url}${route}`, { cookie });
    console.log(
      `| ${label} | ${figures.p50} ms | ${figures.p99} ms | ${figures.rps.toFixed(0)} | ${figures.errors} | ${(figures.p99 / Math.max(floor.p99, 1)).toFixed(2)}x |`,
    );
  }
}

console.log(
  `# Benchmarks (${new Date().toISOString()}, ${quick ? 'quick' : 'full'} run${webOnly ? ', web only' : ''}${groupsOnly ? ', group portal at scale only' : ''}${purchasesOnly ? ', purchases only' : ''}${bundlesOnly ? ', bundles only' : ''}${examsOnly ? ', exam load only' : ''})`,
);
// The purchase benchmark needs Stripe's webhooks held back (tests/bench/purchases.ts); the stacks below inherit it.
process.env.STRIPE_WEBHOOK_DELAY_MS = String(BENCH_WEBHOOK_DELAY_MS);
const purchaseLoad = quick ? { purchases: 64, connections: 8 } : { purchases: 320, connections: 32 };
if (purchasesOnly) {
  const purchaseStack = await startStackProcess({ web: false });
  try {
    await purchaseBench(purchaseStack, purchaseLoad);
  } finally {
    await purchaseStack.stop();
  }
  process.exit(0);
}
if (groupsOnly) {
  // `npm run bench:groups`: its own stack (no web build), the synthetic groups, then exit.
  const groupStack = await startStackProcess({ web: false });
  try {
    await groupScaleBench(groupStack, groupSizes ?? (quick ? [1000, 10_000] : GROUP_SIZES), duration);
  } finally {
    await groupStack.stop();
  }
  process.exit(0);
}
if (notificationsOnly) {
  // `npm run bench:notifications`: its own stack (no web build), N groups' digests, then exit.
  const digestStack = await startStackProcess({ web: false });
  try {
    await notificationScaleBench(digestStack, digestGroups);
  } finally {
    await digestStack.stop();
  }
  process.exit(0);
}
if (examsOnly) {
  // Its own stack, on the deployable bundles (`npm start -- --bundled`), no web.
  const examStack = await startStackProcess({ web: false, bundled: true });
  try {
    await examLoadBench(examStack, examLoadOptions);
  } finally {
    await examStack.stop();
  }
  process.exit(0);
}
if (!webOnly) await bundles();
if (bundlesOnly) process.exit(0);
execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
const stack = await startStackProcess({ web: true });
try {
  if (!webOnly) await api(stack);
  if (!webOnly) await purchaseBench(stack, purchaseLoad);
  if (!webOnly && !quick) await groupScaleBench(stack, GROUP_SIZES, duration);
  const pages = (await prepareBenchPages(stack)).filter(
    (page) => !pageFilter || pageFilter.some((part) => page.name.includes(part)),
  );
  await lighthouseTable(stack.url, pages, quick ? 1 : 3);
} finally {
  await stack.stop();
}
// In a process of its own: this one's SDK clients and env() are bound to the stack above by now.
if (!webOnly)
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/bench/run.ts',
      '--exams',
      ...process.argv.slice(2).filter((arg) => /^--(quick|learners=|minutes=)/.test(arg)),
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
