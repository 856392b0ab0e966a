// The deploy's migration run (MigrationsStack's trigger invokes it once the stacks with the new code
// are deployed, again whenever its bundle, and so the migration list, changes): applies the pending
// item migrations. Its event is ignored. A run that cannot finish in the invocation's time saves its
// progress and fails the deploy with a message, and the next deploy (or `npm run migrate` against
// the table) carries on from there; so does a run that finds another runner holding the lock.
import type { Context } from 'aws-lambda';
import { startInvocation } from '@functions/lib/invocation';
import { runPendingMigrations } from '@functions/migrations/runner';

/** Time kept back for the page under way and the record once the last page is done. */
const RESERVE_MS = 90_000;

export const handler = async (
  _event: unknown,
  context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>,
) => {
  startInvocation({ job: 'migrate' }, context);
  const report = await runPendingMigrations({
    runner: `deploy (Lambda request ${context?.awsRequestId ?? 'unknown'})`,
    timeLeftMs: context ? () => context.getRemainingTimeInMillis() - RESERVE_MS : undefined,
  });
  if (report.outcome === 'locked')
    throw new Error(
      `Another migration run holds the lock (${report.holder?.owner ?? 'its holder has just finished'}): deploy again once it is done, or check with npm run migrate -- --status`,
    );
  const applied = report.migrations.map((m) => `${m.id} ${JSON.stringify(m.counts)}`);
  if (report.outcome === 'unfinished')
    throw new Error(
      `Migrations did not finish in the deploy's time; progress is saved: deploy again or run npm run migrate against the table to carry on. So far: ${applied.join('; ')}`,
    );
  return { applied };
};
