// The group portal at scale (issue 9): for synthetic groups of 1,000, 10,000 and 50,000 members, the
// p50/p99 of the members page (page 1 and page 20 sorted by last name, filtered by compliance
// status), the compliance page, the DynamoDB read units each of those requests consumes, and the
// members CSV export's time and memory. Target: page requests at 50,000 cost about what they cost at
// 1,000 (p99 within 1.5x, read units within 2x), no Scan, totals from kept counters.
import autocannon from 'autocannon';
import { exportMembers } from '@functions/domain/groups/csv-export';
import { groupUsersPage } from '@functions/domain/groups/group-users';
import { expirationsPage } from '@functions/domain/groups/compliance';
import { db } from '@functions/data/table';
import { groupScopeOf } from '@functions/lib/group-scope';
import { seedSyntheticGroup } from '@infra/local/seed/synthetic-group';
import { ApiClient } from '../support/api-client';

export const GROUP_SIZES = [1000, 10_000, 50_000];

const PAGES: { label: string; path: string; direct: (groupId: string) => Promise<unknown> }[] = [
  { label: 'members p1 by last name', path: '/api/groups/users.json?sort=name&perPage=10', direct: (g) => groupUsersPage(groupScopeOf({ groupId: g }), { sort: 'name', page: 1, perPage: 10 }) },
  { label: 'members p20 by last name', path: '/api/groups/users.json?sort=name&perPage=10&page=20', direct: (g) => groupUsersPage(groupScopeOf({ groupId: g }), { sort: 'name', page: 20, perPage: 10 }) },
  { label: 'members status=compliant', path: `/api/groups/users.json?perPage=10&status=${encodeURIComponent('=:compliant')}`, direct: (g) => groupUsersPage(groupScopeOf({ groupId: g }), { status: '=:compliant', page: 1, perPage: 10 }) },
  { label: 'compliance expiring soon', path: `/api/groups/user_course_expirations.json?perPage=10&compliance=${encodeURIComponent('==:expiring_soon')}`, direct: (g) => expirationsPage(groupScopeOf({ groupId: g }), { compliance: '==:expiring_soon', page: 1, perPage: 10 }, new Date().toISOString().slice(0, 10)) },
];

/** Read units and request kinds of one in-process call (every DynamoDB call asks for ConsumedCapacity). */
async function readUnits(call: () => Promise<unknown>): Promise<{ units: number; scans: number }> {
  let units = 0;
  let scans = 0;
  const name = `bench-capacity-${Math.random()}`;
  db().middlewareStack.add((next, context) => async (args) => {
    const input = args.input as Record<string, unknown>;
    input.ReturnConsumedCapacity = 'TOTAL';
    if (context.commandName === 'ScanCommand') scans += 1;
    const result = await next(args);
    const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
    for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) units += c.CapacityUnits ?? 0;
    return result;
  }, { step: 'initialize', name });
  try {
    await call();
  } finally {
    db().middlewareStack.remove(name);
  }
  return { units, scans };
}

export async function groupScaleBench(stack: { url: string; env: Record<string, string> }, sizes = GROUP_SIZES, duration = 10): Promise<void> {
  Object.assign(process.env, stack.env);
  console.log(`\n## Group portal at scale (autocannon, 16 connections, ${duration} s per route; target: p99 at the largest within 1.5x of the smallest, read units within 2x, no Scan)\n`);
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
      console.log(`| ${size.toLocaleString('en-US')} | ${page.label}${errors} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${units.toFixed(1)} | ${scans} |`);
    }
    // The export runs in this process: its time and the heap it took (the file, or the link to it).
    const previous = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const file = await exportMembers(groupScopeOf({ groupId: group.groupId }), {});
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const heapMb = ((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(1);
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: previous.id, AWS_SECRET_ACCESS_KEY: previous.secret });
    csvRows.push(`| ${size.toLocaleString('en-US')} | ${seconds} s | ${heapMb} MB | ${file.kind === 'link' ? 'private bucket, presigned link' : 'in the reply'} | ${seedSeconds} s |`);
  }
  console.log('\n| members | CSV export time | heap growth | delivered | seeding took |\n|---|---|---|---|---|');
  for (const row of csvRows) console.log(row);
}
