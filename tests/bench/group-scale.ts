// The group portal at scale (issue 9): for synthetic groups of 1,000, 10,000 and 50,000 members, the
// p50/p99 of the members page (page 1 and page 20 sorted by last name, filtered by compliance
// status), the compliance page, the DynamoDB read units each of those requests consumes, and the
// members CSV export: the request's time (a job above 5,000 rows, answered at once), the job's time
// until ready, and the worker's time and peak memory (sampled) when run in this process. Target:
// page requests at 50,000 cost about what they cost at 1,000 (p99 within 1.5x, read units within
// 2x), no Scan, totals from kept counters; the export request stays well under API Gateway's 30 s.
import autocannon from 'autocannon';
import { runExport } from '@functions/domain/groups/csv-export-run';
import { listGroupUsers } from '@functions/domain/groups/group-users';
import { listExpirations } from '@functions/domain/groups/compliance';
import { db } from '@functions/data/table';
import { putExport } from '@functions/data/group-exports';
import { groupScopeOf } from '@functions/lib/group-scope';
import { seedSyntheticGroup } from '@infra/local/seed/synthetic-group';
import { ApiClient } from '../support/api-client';

export const GROUP_SIZES = [1000, 10_000, 50_000];

const PAGES: { label: string; path: string; direct: (groupId: string) => Promise<unknown> }[] = [
  {
    label: 'members p1 by last name',
    path: '/api/groups/users.json?sort=name&perPage=10',
    direct: (g) => listGroupUsers(groupScopeOf({ groupId: g }), { sort: 'name', page: 1, perPage: 10 }),
  },
  {
    label: 'members p20 by last name',
    path: '/api/groups/users.json?sort=name&perPage=10&page=20',
    direct: (g) => listGroupUsers(groupScopeOf({ groupId: g }), { sort: 'name', page: 20, perPage: 10 }),
  },
  {
    label: 'members status=compliant',
    path: `/api/groups/users.json?perPage=10&status=${encodeURIComponent('=:compliant')}`,
    direct: (g) => listGroupUsers(groupScopeOf({ groupId: g }), { status: '=:compliant', page: 1, perPage: 10 }),
  },
  {
    label: 'compliance expiring soon',
    path: `/api/groups/user_course_expirations.json?perPage=10&compliance=${encodeURIComponent('==:expiring_soon')}`,
    direct: (g) =>
      listExpirations(
        groupScopeOf({ groupId: g }),
        { compliance: '==:expiring_soon', page: 1, perPage: 10 },
        new Date().toISOString().slice(0, 10),
      ),
  },
];

/** Read units and request kinds of one in-process call (every DynamoDB call asks for ConsumedCapacity). */
async function readUnits(call: () => Promise<unknown>): Promise<{ units: number; scans: number }> {
  let units = 0;
  let scans = 0;
  const name = `bench-capacity-${Math.random()}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'TOTAL';
      if (context.commandName === 'ScanCommand') scans += 1;
      const result = await next(args);
      const consumed = (
        result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
      ).ConsumedCapacity;
      for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) units += c.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name },
  );
  try {
    await call();
  } finally {
    db().middlewareStack.remove(name);
  }
  return { units, scans };
}

export async function groupScaleBench(
  stack: { url: string; env: Record<string, string> },
  sizes = GROUP_SIZES,
  duration = 10,
): Promise<void> {
  // The export worker also runs in this process: keep its info logs out of the tables.
  Object.assign(process.env, stack.env, { LOG_LEVEL: 'warn' });
  console.log(
    `\n## Group portal at scale (autocannon, 16 connections, ${duration} s per route; target: p99 at the largest within 1.5x of the smallest, read units within 2x, no Scan)\n`,
  );
  console.log('| members | request | p50 | p99 | read units | Scans |\n|---|---|---|---|---|---|');
  const csvRows: string[] = [];
  for (const size of sizes) {
    const seeded = Date.now();
    const group = await seedSyntheticGroup(size);
    const seedSeconds = ((Date.now() - seeded) / 1000).toFixed(0);
    const client = new ApiClient(stack.url, '127.0.0.1');
    await client.signIn(group.adminEmail);
    const headers = { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    for (const page of PAGES) {
      await autocannon({ url: `${stack.url}${page.path}`, connections: 4, duration: 2, headers });
      const result = await autocannon({ url: `${stack.url}${page.path}`, connections: 16, duration, headers });
      const { units, scans } = await readUnits(() => page.direct(group.groupId));
      const errors = result.errors + result.non2xx ? ` (${result.errors + result.non2xx} failed)` : '';
      console.log(
        `| ${size.toLocaleString('en-US')} | ${page.label}${errors} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${units.toFixed(1)} | ${scans} |`,
      );
    }
    csvRows.push(`${await csvExportFigures(stack.url, headers, group.groupId, size)} ${seedSeconds} s |`);
  }
  console.log(
    '\n| members | export request | delivered | job ready after | worker run (in-process) | worker peak RSS growth | worker peak heap growth | seeding took |\n|---|---|---|---|---|---|---|---|',
  );
  for (const row of csvRows) console.log(row);
}

/** Peak RSS and heap while `run` runs, sampled every 10 ms (growth over the figures just before it). */
async function peakMemory<T>(run: () => Promise<T>): Promise<{ result: T; rssMb: number; heapMb: number }> {
  global.gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await run();
    sample();
    return { result, rssMb: (rss - before.rss) / 1024 / 1024, heapMb: (heap - before.heapUsed) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The members CSV: the request through the gateway (the file, or a job answered at once), the job's
 * wall time until the status says ready, then the worker's run in this process for its time and peak memory.
 */
async function csvExportFigures(
  url: string,
  headers: Record<string, string>,
  groupId: string,
  size: number,
): Promise<string> {
  const requested = performance.now();
  const reply = await fetch(`${url}/api/groups/users.csv`, { headers });
  const requestMs = performance.now() - requested;
  let delivered = 'the file (200)';
  let readyAfter = '-';
  if (reply.status === 202) {
    const { exportId } = (await reply.json()) as { exportId: string };
    delivered = 'a job (202)';
    for (;;) {
      const status = (await (await fetch(`${url}/api/groups/exports/${exportId}.json`, { headers })).json()) as {
        status: string;
      };
      if (status.status === 'ready' || status.status === 'failed') {
        readyAfter = `${((performance.now() - requested) / 1000).toFixed(2)} s (${status.status})`;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } else {
    await reply.arrayBuffer();
  }
  const group = groupScopeOf({ groupId });
  const job = await putExport(group, {
    id: crypto.randomUUID(),
    kind: 'members',
    query: {},
    today: new Date().toISOString().slice(0, 10),
    createdAt: new Date().toISOString(),
  });
  const started = performance.now();
  const run = await peakMemory(() => runExport(group, job.id));
  const workerSeconds = ((performance.now() - started) / 1000).toFixed(2);
  return `| ${size.toLocaleString('en-US')} | ${requestMs.toFixed(0)} ms | ${delivered} | ${readyAfter} | ${workerSeconds} s (${run.result}) | ${run.rssMb.toFixed(1)} MB | ${run.heapMb.toFixed(1)} MB |`;
}
