// An outage of one local stand-in, for the API tests: its process paused with SIGSTOP (it keeps its
// port, so connections open and then nothing answers, as a stalled dependency does), the calls made,
// and SIGCONT however they end. The stack reports each stand-in's pid (infra/local/processes.ts).
import { inject } from 'vitest';

/** The stand-ins `npm start` runs as processes of their own. */
export type StandInProcess = 'dynamodb' | 'cognito' | 's3' | 'ses';

export async function whilePaused<T>(standIn: StandInProcess, run: () => Promise<T>): Promise<T> {
  const pid = inject('stack').pids[standIn];
  if (!pid) throw new Error(`The local stack reports no process for ${standIn}`);
  process.kill(pid, 'SIGSTOP');
  try {
    return await run();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

/** What `call` answered and how long it took. */
export async function timed<T>(call: () => Promise<T>): Promise<{ reply: T; ms: number }> {
  const started = performance.now();
  const reply = await call();
  return { reply, ms: performance.now() - started };
}
