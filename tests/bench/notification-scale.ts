// The expiration digest at company scale (`npm run bench:notifications`, default 10,000 groups; `--digest-groups=N`
// for another size): seeds N small groups whose digest is due on one day, then runs the job's
// invocations one after another, as the schedule would every 10 minutes, until the day is done.
// Prints each invocation's time and groups, the invocations needed, and the per-group cost, next to
// the job's bounds (GROUPS_PER_INVOCATION, INVOCATION_BUDGET_MS) and Lambda's 5-minute timeout.
import {
  GROUPS_PER_INVOCATION,
  INVOCATION_BUDGET_MS,
  sendExpirationDigests,
} from '@functions/domain/group-notifications/expiration-digest';
import { DIGEST_START_HOUR } from '@shared/rules/notification-schedule';
import { seedDigestGroups } from '@infra/local/seed/synthetic-notification-groups';

const JOB_TIMEOUT_MS = 5 * 60_000;
/** A Monday far from today: its run and its claims are the bench's own. */
const DAY = '2032-03-01';
/** 15:00 UTC: 10:00 in New York (the default company time zone), after the job's 07:00 start. */
const INSTANT = new Date(`${DAY}T15:00:00Z`);
/** The schedule runs every 10 minutes; the job works from 07:00 to 23:50 on the company's day. */
const INVOCATIONS_A_DAY = (24 - DIGEST_START_HOUR) * 6;

export async function notificationScaleBench(stack: { env: Record<string, string> }, groups: number): Promise<void> {
  Object.assign(process.env, stack.env);
  console.log(
    `\n## Expiration digests at scale (${groups.toLocaleString('en-US')} groups due the same day; bounds: ${GROUPS_PER_INVOCATION} groups or ${INVOCATION_BUDGET_MS / 60_000} min per invocation; Lambda timeout ${JOB_TIMEOUT_MS / 60_000} min; the schedule gives ${INVOCATIONS_A_DAY} working invocations a day)\n`,
  );
  const seeding = performance.now();
  await seedDigestGroups(groups, DAY);
  console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s.\n`);
  console.log('| invocation | groups | emails | failed | time | within the timeout |\n|---|---|---|---|---|---|');
  const started = performance.now();
  let invocations = 0;
  let longest = 0;
  let visited = 0;
  for (;;) {
    const began = performance.now();
    const run = await sendExpirationDigests(INSTANT);
    const ms = performance.now() - began;
    if (run.early)
      throw new Error(
        `${INSTANT.toISOString()} is before 07:00 in the company's time zone: the job does nothing then; pick a later instant`,
      );
    if (!run.leased) break;
    invocations += 1;
    longest = Math.max(longest, ms);
    visited += run.visited;
    console.log(
      `| ${invocations} | ${run.visited} | ${run.sent} | ${run.failed} | ${(ms / 1000).toFixed(1)} s | ${ms < JOB_TIMEOUT_MS ? 'yes' : 'NO'} |`,
    );
    if (run.done) break;
  }
  const total = performance.now() - started;
  console.log(
    `\n| groups | invocations needed | of ${INVOCATIONS_A_DAY} a day | longest invocation | total run time | per group |\n|---|---|---|---|---|---|`,
  );
  console.log(
    `| ${visited.toLocaleString('en-US')} | ${invocations} | ${invocations <= INVOCATIONS_A_DAY ? 'yes' : 'NO'} | ${(longest / 1000).toFixed(1)} s | ${(total / 1000).toFixed(1)} s | ${(total / Math.max(visited, 1)).toFixed(1)} ms |`,
  );
}
