// The exam load nurses make (issue 24): N learners with an exam open at once, each saving an answer
// (PATCH /api/user_questions/{id}.json, a random answer to a random question) every uniform 2-5 s
// for M minutes, against the deployable bundles (`npm start -- --bundled`). Each learner also makes
// the floor request (GET /api/ad_tiles.json: session + one Query, purchases.ts's floor) at a random
// moment of one think time in FLOOR_EVERY, so floor and saves are timed under the same load. At the
// end every learner's exam is read back through the API: each question's last acknowledged answer
// must be there (a save that got no 200 may or may not have landed; either value counts as kept).
// Targets: p99 of the save <= 3x the floor's, no 5xx, no lost answer, no other failed save.
import { CSRF_HEADER } from '@shared/contracts/headers';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { seedExamTakers } from '@infra/local/seed/synthetic-exam-takers';
import type { StackInfo } from '../support/local-stack';
import { sessionCookieFor } from '../support/sessions';
import { keepAliveClient, percentile, type Timed } from './keep-alive-http';

const THINK_MS = { min: 2000, max: 5000 };
/** One think time in this many carries a floor request. */
const FLOOR_EVERY = 3;
/** Untimed rounds of one save and one floor request per learner first (JIT, DynamoDB Local's JVM). */
const WARM_UP_ROUNDS = 2;
const TARGET_RATIO = 3;

interface Question {
  id: string;
  answerIds: string[];
  /** The answer of the last save that got a 200, and those of later saves that got none (any of them may be stored). */
  acked: string | null;
  unsure: string[];
}

interface Learner {
  headers: Record<string, string>;
  examUuid: string;
  questions: Question[];
}

interface Tally {
  saves: Timed[];
  floors: Timed[];
}

type Client = ReturnType<typeof keepAliveClient>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

function expectOk(reply: Timed, what: string): unknown {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${reply.body.slice(0, 300)}`);
  return JSON.parse(reply.body);
}

/** Opens the learner's session and exam page: the CSRF token from the bootstrap, the questions from the exam. */
async function openExam(client: Client, taker: { userId: string; examUuid: string }, index: number): Promise<Learner> {
  const base = {
    cookie: await sessionCookieFor(taker.userId),
    [TEST_SOURCE_IP_HEADER]: `10.24.${index >> 8}.${index & 255}`,
  };
  const boot = expectOk(await client.send('GET', '/api/bootstrap.json', base), 'bootstrap') as { csrfToken: string };
  const page = expectOk(
    await client.send('GET', `/api/user_questions.json?userExamUuid=${taker.examUuid}`, base),
    'exam questions',
  ) as { data: { id: string; userAnswers: { id: string }[] }[] };
  return {
    headers: { ...base, [CSRF_HEADER]: boot.csrfToken, 'content-type': 'application/json' },
    examUuid: taker.examUuid,
    questions: page.data.map((q) => ({ id: q.id, answerIds: q.userAnswers.map((a) => a.id), acked: null, unsure: [] })),
  };
}

async function save(client: Client, learner: Learner): Promise<Timed> {
  const question = pick(learner.questions);
  const answer = pick(question.answerIds);
  const reply = await client.send(
    'PATCH',
    `/api/user_questions/${question.id}.json`,
    learner.headers,
    JSON.stringify({ selectedUserAnswerId: answer }),
  );
  if (reply.status === 200) {
    question.acked = answer;
    question.unsure = [];
  } else {
    question.unsure.push(answer);
  }
  return reply;
}

const floor = (client: Client, learner: Learner) => client.send('GET', '/api/ad_tiles.json', learner.headers);

/** One learner until the deadline: think 2-5 s, save; a floor request somewhere in one think time in FLOOR_EVERY. */
async function takeExam(client: Client, learner: Learner, deadline: number, tally: Tally): Promise<void> {
  for (;;) {
    const thinkEnds = performance.now() + THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
    if (thinkEnds >= deadline) return;
    if (Math.random() * FLOOR_EVERY < 1) {
      await sleep((thinkEnds - performance.now()) * Math.random());
      tally.floors.push(await floor(client, learner));
    }
    await sleep(thinkEnds - performance.now());
    tally.saves.push(await save(client, learner));
  }
}

/**
 * Reads the exam back (the API reads it strongly consistent): the questions with an acknowledged
 * answer, and those whose stored answer is neither that one nor one of the later unanswered saves'.
 */
async function readBack(client: Client, learner: Learner): Promise<{ checked: number; lost: number }> {
  const page = expectOk(
    await client.send('GET', `/api/user_questions.json?userExamUuid=${learner.examUuid}`, learner.headers),
    'read-back',
  ) as { data: { id: string; selectedUserAnswerId: string | null }[] };
  const stored = new Map(page.data.map((q) => [q.id, q.selectedUserAnswerId]));
  const lost = learner.questions.filter((q) => {
    const value = stored.get(q.id) ?? null;
    return value !== q.acked && !q.unsure.includes(value ?? '');
  });
  return { checked: learner.questions.filter((q) => q.acked).length, lost: lost.length };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function examLoadBench(stack: StackInfo, options: { learners: number; minutes: number }): Promise<void> {
  const { learners: count, minutes } = options;
  Object.assign(process.env, stack.env);
  console.log(
    `\n## Exam load (${count} learners, each saving an answer every ${THINK_MS.min / 1000}-${THINK_MS.max / 1000} s for ${minutes} min; ${stack.handlers.mode} handlers; targets: save p99 <= ${TARGET_RATIO}x the floor's, no 5xx, no lost answer)\n`,
  );
  const seeding = performance.now();
  const takers = await seedExamTakers(count);
  const client = keepAliveClient(stack.url, count + 8);
  try {
    const learners = await inBatches(
      takers.map((taker, index) => ({ taker, index })),
      16,
      ({ taker, index }) => openExam(client, taker, index),
    );
    for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
      await inBatches(learners, 16, async (learner) => [await save(client, learner), await floor(client, learner)]);
    console.log(
      `Seeded ${count} learners and opened their exams in ${((performance.now() - seeding) / 1000).toFixed(0)} s.\n`,
    );

    const tally: Tally = { saves: [], floors: [] };
    const started = performance.now();
    await Promise.all(learners.map((learner) => takeExam(client, learner, started + minutes * 60_000, tally)));
    const seconds = (performance.now() - started) / 1000;
    const read = await inBatches(learners, 16, (learner) => readBack(client, learner));
    const sum = (key: 'checked' | 'lost') => read.reduce((total, r) => total + r[key], 0);
    printTable({ count, seconds, tally, checked: sum('checked'), lost: sum('lost') });
  } finally {
    client.close();
  }
}

function printTable(run: { count: number; seconds: number; tally: Tally; checked: number; lost: number }) {
  const { count, seconds, tally, checked, lost } = run;
  const ms = (replies: Timed[]) => replies.map((r) => r.ms);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(ms(tally.saves), p)) as [number, number, number];
  const floorP99 = percentile(ms(tally.floors), 99);
  const ratio = p99 / Math.max(floorP99, 1);
  const all = [...tally.saves, ...tally.floors];
  const serverErrors = all.filter((r) => r.status >= 500).length;
  const otherFailures = all.filter((r) => r.status !== 200 && r.status < 500).length;
  const f = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    '| learners | duration | saves | saves/s | save p50 | save p95 | save p99 | floor p50 / p99 (requests) | p99 vs floor | 5xx | other failed requests | answers read back | lost answers |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  console.log(
    `| ${count} | ${seconds.toFixed(0)} s | ${tally.saves.length} | ${(tally.saves.length / seconds).toFixed(1)} | ${f(p50)} | ${f(p95)} | ${f(p99)} | ${f(percentile(ms(tally.floors), 50))} / ${f(floorP99)} (${tally.floors.length}) | ${ratio.toFixed(2)}x | ${serverErrors} | ${otherFailures} | ${checked} | ${lost} |`,
  );
  console.log('\n| target | measured | result |\n|---|---|---|');
  console.log(
    `| save p99 <= ${TARGET_RATIO}x the floor's p99 | ${ratio.toFixed(2)}x | ${verdict(ratio <= TARGET_RATIO)} |`,
  );
  console.log(`| no 5xx | ${serverErrors} | ${verdict(serverErrors === 0)} |`);
  console.log(`| no lost answer | ${lost} | ${verdict(lost === 0)} |`);
  console.log(
    `| no other failed request (4xx, timeouts, dropped connections) | ${otherFailures} | ${verdict(otherFailures === 0)} |`,
  );
}
