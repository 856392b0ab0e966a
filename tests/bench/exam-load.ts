// The exam load nurses make (issue 24): N learners with an exam open at once, each saving an answer
// (PATCH /api/user_questions/{id}.json: a random question, an answer other than its last acknowledged
// one, so every save changes what is stored) every uniform 2-5 s for M minutes, against the
// deployable bundles (`npm start -- --bundled`). Open loop: each learner's saves follow a fixed
// timeline (next intended send = previous intended send + 2-5 s), so a slowing server does not get
// fewer requests; a save still in flight at the next intended time delays that one, whose latency
// still counts from its intended time (no coordinated omission). Both that latency and the service
// time (send to reply) are printed; the target applies to the former.
// The floor (GET /api/ad_tiles.json: session + one Query, purchases.ts's floor) is timed twice: on
// the idle stack before the load (IDLE_FLOOR_REQUESTS sequential requests) and under the load (each
// learner on a timeline of its own, one request per FLOOR_EVERY think times on average). The target
// ratio uses the floor under the same load, as the other benches' floors do (run.ts's API latency,
// purchases.ts): it prices what a save costs over a trivial signed-in read. The ratio against the idle
// floor is printed next to it: on one 2-core machine that also runs the 300 clients, it mostly
// measures the machine's saturation, so it is shown, not judged.
// Lost answers: every acknowledged save's reply must show its answer and an answered count that
// matches the acknowledged saves; at the end every learner's exam is read back through the API: each
// question's last acknowledged answer must be there (a save that got no 200 may or may not have
// landed; either value counts as kept), the exam's answered count must match the questions with an
// acknowledged save and the course's exam progress must match that count.
// Targets: save p99 from the intended send <= 3x the loaded floor's p99, no 5xx, no lost answer, no
// other failed request; a run with no saves, no floor samples or nothing read back fails.
import { CSRF_HEADER } from '@shared/contracts/headers';
import { examProgress } from '@shared/rules/learning';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { seedExamTakers } from '@infra/local/seed/synthetic-exam-takers';
import type { StackInfo } from '../support/local-stack';
import { sessionCookieFor } from '../support/sessions';
import { keepAliveClient, percentile, type Timed } from './keep-alive-http';

const THINK_MS = { min: 2000, max: 5000 };
/** Under load, each learner's floor requests are this many think times apart. */
const FLOOR_EVERY = 3;
/** Sequential floor requests on the idle stack, before the load. */
const IDLE_FLOOR_REQUESTS = 200;
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
  /** Saves that got a 200 whose reply did not show their answer or the acknowledged answered count. */
  badAcks: number;
}

interface Sample {
  status: number;
  /** Service time: from the send to the reply. */
  ms: number;
  /** From the intended send time (on the learner's fixed timeline) to the reply. */
  latency: number;
}

interface Tally {
  saves: Sample[];
  floors: Sample[];
  idleFloors: Sample[];
}

interface ReadBack {
  /** Questions with an acknowledged answer. */
  checked: number;
  /** Questions whose stored answer is neither the acknowledged one nor one of the later unacknowledged saves'. */
  lost: number;
  /** The exam's answered count, or the course's exam progress, off the acknowledged saves. */
  countMismatches: number;
}

type Client = ReturnType<typeof keepAliveClient>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const thinkMs = () => THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);

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
  ) as { data: { id: string; selectedUserAnswerId: string | null; userAnswers: { id: string }[] }[] };
  if (page.data.some((q) => q.userAnswers.length < 2))
    throw new Error('exam questions: every question needs two answers, or a save cannot change it');
  return {
    headers: { ...base, [CSRF_HEADER]: boot.csrfToken, 'content-type': 'application/json' },
    examUuid: taker.examUuid,
    questions: page.data.map((q) => ({
      id: q.id,
      answerIds: q.userAnswers.map((a) => a.id),
      acked: q.selectedUserAnswerId,
      unsure: [],
    })),
    badAcks: 0,
  };
}

/** The answered count the exam may hold: the questions with an acknowledged save, up to those with only unacknowledged ones too. */
function answeredRange(learner: Learner): { min: number; max: number } {
  const min = learner.questions.filter((q) => q.acked).length;
  return { min, max: min + learner.questions.filter((q) => !q.acked && q.unsure.length).length };
}

function showsSave(reply: Timed, answer: string, learner: Learner): boolean {
  try {
    const body = JSON.parse(reply.body) as {
      userExam: { answeredCount: number };
      userQuestion: { selectedUserAnswerId: string | null };
    };
    const { min, max } = answeredRange(learner);
    const count = body.userExam.answeredCount;
    return body.userQuestion.selectedUserAnswerId === answer && count >= min && count <= max;
  } catch {
    return false;
  }
}

async function save(client: Client, learner: Learner): Promise<Timed> {
  const question = pick(learner.questions);
  const answer = pick(question.answerIds.filter((id) => id !== question.acked));
  const reply = await client.send(
    'PATCH',
    `/api/user_questions/${question.id}.json`,
    learner.headers,
    JSON.stringify({ selectedUserAnswerId: answer }),
  );
  if (reply.status === 200) {
    question.acked = answer;
    question.unsure = [];
    if (!showsSave(reply, answer, learner)) learner.badAcks += 1;
  } else {
    question.unsure.push(answer);
  }
  return reply;
}

const floor = (client: Client, learner: Learner) => client.send('GET', '/api/ad_tiles.json', learner.headers);

/**
 * Sends on a fixed timeline from `first` until the deadline (next intended send = previous + gap()),
 * one request at a time: one still in flight at the next intended time delays that one, whose
 * latency still counts from its intended time.
 */
async function onTimeline(
  first: number,
  deadline: number,
  gap: () => number,
  request: () => Promise<Timed>,
  into: Sample[],
): Promise<void> {
  for (let intended = first; intended < deadline; intended += gap()) {
    await sleep(intended - performance.now());
    const reply = await request();
    into.push({ status: reply.status, ms: reply.ms, latency: performance.now() - intended });
  }
}

/** One learner until the deadline: saves 2-5 s apart, and floor requests FLOOR_EVERY times that, each on its own timeline. */
function takeExam(client: Client, learner: Learner, started: number, deadline: number, tally: Tally) {
  const floorGap = () => FLOOR_EVERY * thinkMs();
  return Promise.all([
    onTimeline(started + thinkMs(), deadline, thinkMs, () => save(client, learner), tally.saves),
    onTimeline(started + Math.random() * floorGap(), deadline, floorGap, () => floor(client, learner), tally.floors),
  ]);
}

/** The floor on the idle stack: sequential requests, rotating through the learners' sessions. */
async function idleFloor(client: Client, learners: readonly Learner[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < IDLE_FLOOR_REQUESTS; i += 1) {
    const reply = await floor(client, learners[i % learners.length]!);
    samples.push({ status: reply.status, ms: reply.ms, latency: reply.ms });
  }
  return samples;
}

/**
 * Reads the exam back (the API reads it strongly consistent): each question's stored answer, the
 * exam's answered count (GET /api/user_exams/{uuid}.json) and its course's exam progress
 * (GET /api/user_courses/{uuid}.json) against the acknowledged saves.
 */
async function readBack(client: Client, learner: Learner): Promise<ReadBack> {
  const page = expectOk(
    await client.send('GET', `/api/user_questions.json?userExamUuid=${learner.examUuid}`, learner.headers),
    'read-back',
  ) as { data: { id: string; selectedUserAnswerId: string | null }[]; userExam: { answeredCount: number } };
  const exam = expectOk(
    await client.send('GET', `/api/user_exams/${learner.examUuid}.json`, learner.headers),
    'read-back exam',
  ) as { answeredCount: number; questionCount: number; userCourseUuid: string };
  const course = expectOk(
    await client.send('GET', `/api/user_courses/${exam.userCourseUuid}.json`, learner.headers),
    'read-back course',
  ) as { examProgress: number };
  const stored = new Map(page.data.map((q) => [q.id, q.selectedUserAnswerId]));
  const lost = learner.questions.filter((q) => {
    const value = stored.get(q.id) ?? null;
    return value !== q.acked && !q.unsure.includes(value ?? '');
  });
  const { min, max } = answeredRange(learner);
  const storedAnswered = page.data.filter((q) => q.selectedUserAnswerId).length;
  const mismatches = [
    exam.questionCount !== learner.questions.length,
    exam.answeredCount < min || exam.answeredCount > max,
    exam.answeredCount !== storedAnswered || page.userExam.answeredCount !== storedAnswered,
    course.examProgress !== examProgress(exam.answeredCount, exam.questionCount),
  ];
  return {
    checked: learner.questions.filter((q) => q.acked).length,
    lost: lost.length,
    countMismatches: mismatches.filter(Boolean).length,
  };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function examLoadBench(stack: StackInfo, options: { learners: number; minutes: number }): Promise<void> {
  const { learners: count, minutes } = options;
  Object.assign(process.env, stack.env);
  console.log(
    `\n## Exam load (${count} learners, each saving an answer every ${THINK_MS.min / 1000}-${THINK_MS.max / 1000} s on a fixed timeline for ${minutes} min; ${stack.handlers.mode} handlers; targets: save p99 from the intended send <= ${TARGET_RATIO}x the floor's p99 under the same load, no 5xx, no lost answer)\n`,
  );
  const seeding = performance.now();
  const takers = await seedExamTakers(count);
  // A save and a floor request of the same learner may overlap: two sockets each, never a queue in the agent.
  const client = keepAliveClient(stack.url, 2 * count + 8);
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

    const tally: Tally = { saves: [], floors: [], idleFloors: await idleFloor(client, learners) };
    const started = performance.now();
    const deadline = started + minutes * 60_000;
    await Promise.all(learners.map((learner) => takeExam(client, learner, started, deadline, tally)));
    const seconds = (performance.now() - started) / 1000;
    const read = await inBatches(learners, 16, (learner) => readBack(client, learner));
    const sum = (key: keyof ReadBack) => read.reduce((total, r) => total + r[key], 0);
    printTables({
      count,
      seconds,
      tally,
      checked: sum('checked'),
      lost: sum('lost'),
      countMismatches: sum('countMismatches'),
      badAcks: learners.reduce((total, learner) => total + learner.badAcks, 0),
    });
  } finally {
    client.close();
  }
}

function printTables(run: {
  count: number;
  seconds: number;
  tally: Tally;
  checked: number;
  lost: number;
  countMismatches: number;
  badAcks: number;
}) {
  const { count, seconds, tally, checked, lost, countMismatches, badAcks } = run;
  const f = (value: number) => `${value.toFixed(0)} ms`;
  const p99 = (samples: Sample[], key: 'ms' | 'latency') =>
    percentile(
      samples.map((s) => s[key]),
      99,
    );
  const row = (what: string, samples: Sample[], key: 'ms' | 'latency') =>
    `| ${what} | ${samples.length} | ${[50, 95, 99]
      .map((p) =>
        samples.length
          ? f(
              percentile(
                samples.map((s) => s[key]),
                p,
              ),
            )
          : 'n/a',
      )
      .join(' | ')} |`;
  console.log(
    `${count} learners for ${seconds.toFixed(0)} s: ${tally.saves.length} saves (${(tally.saves.length / seconds).toFixed(1)}/s).\n`,
  );
  console.log('| request | requests | p50 | p95 | p99 |\n|---|---|---|---|---|');
  console.log(row('save, from the intended send (the target)', tally.saves, 'latency'));
  console.log(row('save, service time', tally.saves, 'ms'));
  console.log(row('floor under the load, from the intended send', tally.floors, 'latency'));
  console.log(row('floor under the load, service time', tally.floors, 'ms'));
  console.log(row(`floor on the idle stack (${IDLE_FLOOR_REQUESTS} sequential)`, tally.idleFloors, 'ms'));

  const saveP99 = p99(tally.saves, 'latency');
  const idleP99 = p99(tally.idleFloors, 'ms');
  const loadedP99 = p99(tally.floors, 'latency');
  const ratio = (floorP99: number) => saveP99 / Math.max(floorP99, 1);
  const hasSamples = tally.saves.length > 0 && tally.idleFloors.length > 0 && tally.floors.length > 0;
  const all = [...tally.saves, ...tally.floors, ...tally.idleFloors];
  const serverErrors = all.filter((r) => r.status >= 500).length;
  const otherFailures = all.filter((r) => r.status !== 200 && r.status < 500).length;
  console.log('\n| target | measured | result |\n|---|---|---|');
  console.log(
    `| samples: saves, floor idle and under the load, questions read back | ${tally.saves.length}, ${tally.idleFloors.length}, ${tally.floors.length}, ${checked} | ${verdict(hasSamples && checked > 0)} |`,
  );
  console.log(
    `| save p99 (from the intended send) <= ${TARGET_RATIO}x the floor's p99 under the same load, from its intended send (the target ratio) | ${f(saveP99)} / ${f(loadedP99)} = ${ratio(loadedP99).toFixed(2)}x | ${verdict(hasSamples && ratio(loadedP99) <= TARGET_RATIO)} |`,
  );
  console.log(
    `| (not the target) the same against the idle floor (this machine's saturation shows here) | ${f(saveP99)} / ${f(idleP99)} = ${ratio(idleP99).toFixed(2)}x | info |`,
  );
  console.log(`| no 5xx | ${serverErrors} | ${verdict(hasSamples && serverErrors === 0)} |`);
  console.log(
    `| no lost answer: questions off their last acknowledged answer; answered-count or exam-progress mismatches at read-back; acknowledged saves whose reply did not show them | ${lost}; ${countMismatches}; ${badAcks} (of ${checked} questions read back) | ${verdict(checked > 0 && lost === 0 && countMismatches === 0 && badAcks === 0)} |`,
  );
  console.log(
    `| no other failed request (4xx, timeouts, dropped connections) | ${otherFailures} | ${verdict(hasSamples && otherFailures === 0)} |`,
  );
}
