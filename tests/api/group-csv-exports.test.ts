// Group CSV exports: a view within the inline limit is the reply (200, the file); a larger one is an
// export job (202) that the csv-export worker streams into the private bucket, polled through
// GET /api/groups/exports/{id}.json until a presigned link downloads it. The test stacks lower the
// limit to 30 rows (tests/support/stack-setup.ts), so the seeded 40-member group is "large".
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { exportLink } from '@functions/adapters/export-files';
import { uploadExport } from '@functions/adapters/export-upload';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { putExport } from '@functions/data/group-exports';
import { db, tableName } from '@functions/data/table';
import { exportCsv } from '@functions/domain/groups/csv-export';
import { addGroupMember } from '@functions/data/groups';
import { resetEnvForTests } from '@functions/lib/env';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { DEMO_ACCOUNTS, DEMO_GROUP_ID } from '@infra/local/seed/accounts';
import type { ApiClient } from '../support/api-client';
import { TEST_CSV_INLINE_MAX_ROWS } from '../support/stack-setup';
import { groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';

const SEEDED_ADMIN = DEMO_ACCOUNTS[2];
const MEMBER_HEADER =
  'First Name,Last Name,Email,Status,Enrolled Courses,In Compliance,Out Of Compliance,CE,Last Sign In,Admin';
const COMPLIANCE_HEADER = 'First Name,Last Name,Course,Expiration Date,Compliance,Assigned';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const linesOf = (csv: string) => csv.trim().split('\r\n');

/** Polls the job every 200 ms until it is no longer pending or running. */
async function settled(client: ApiClient, exportId: string) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const reply = await client.get(`/api/groups/exports/${exportId}.json`);
    expect(reply.status).toBe(200);
    if (reply.body.status !== 'pending' && reply.body.status !== 'running')
      return reply.body as {
        exportId: string;
        status: 'ready' | 'failed';
        url?: string;
        rows?: number;
        message?: string;
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Export ${exportId} did not finish`);
}

/** Runs the worker through the local Lambda Invoke API and waits for its result (RequestResponse). */
async function invokeWorker(groupId: string, exportId: string): Promise<unknown> {
  const reply = await new LambdaClient({}).send(
    new InvokeCommand({
      FunctionName: process.env.CSV_EXPORT_WORKER,
      Payload: new TextEncoder().encode(JSON.stringify({ groupId, exportId })),
    }),
  );
  expect(reply.FunctionError).toBeUndefined();
  return JSON.parse(new TextDecoder().decode(reply.Payload)) as unknown;
}

const newJob = (groupId: string, kind: 'members' | 'compliance', query: Record<string, string> = {}) =>
  putExport(groupScopeForJob(groupId), {
    id: randomUUID(),
    kind,
    query,
    today: new Date().toISOString().slice(0, 10),
    createdAt: new Date().toISOString(),
  });

describe('a view within the inline limit: the file is the reply', () => {
  it(`GET /api/groups/users.csv of a group of at most ${TEST_CSV_INLINE_MAX_ROWS} members: 200 with every member`, async () => {
    const group = await groupWithAdmin(3);
    const reply = await group.admin.get('/api/groups/users.csv?sort=name');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition')).toContain('members.csv');
    const lines = linesOf(reply.body as string);
    expect(lines[0]).toBe(MEMBER_HEADER);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Admin', 'Surname00', 'Surname01', 'Surname02']);
  });

  it('GET /api/groups/user_course_expirations.csv: the seeded 28 compliance rows (day counters say 28) are the reply', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const reply = await admin.get('/api/groups/user_course_expirations.csv');
    expect(reply.status).toBe(200);
    const lines = linesOf(reply.body as string);
    expect(lines[0]).toBe(COMPLIANCE_HEADER);
    expect(lines).toHaveLength(29);
  });

  it('a status filter whose counter is within the limit is the reply; bad filters are 422 on the field', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const reply = await admin.get(`/api/groups/users.csv?status=${encodeURIComponent('=:needs_attention')}`);
    expect(reply.status).toBe(200);
    expect(
      linesOf(reply.body as string)
        .slice(1)
        .every((line) => line.includes('Needs Attention')),
    ).toBe(true);
    expect(await admin.get(`/api/groups/users.csv?status=${encodeURIComponent('=:nobody')}`)).toMatchObject({
      status: 422,
      body: { errors: { status: ['is not a member status'] } },
    });
    expect(
      await admin.get(`/api/groups/user_course_expirations.csv?compliance=${encodeURIComponent('==:expired,valid')}`),
    ).toMatchObject({ status: 422, body: { errors: { compliance: ['Choose compliance states next to each other'] } } });
  });
});

describe('a larger view: an export job, streamed by the worker, downloaded by a presigned link', () => {
  it('GET /api/groups/users.csv of the 40-member group: 202, then ready with a link to every member', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const started = await admin.get('/api/groups/users.csv?sort=name');
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ exportId: expect.any(String), status: 'pending' });
    const job = await settled(admin, started.body.exportId);
    expect(job).toMatchObject({ status: 'ready', rows: 40, url: expect.any(String) });
    const download = await fetch(job.url!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('members.csv');
    const lines = linesOf(await download.text());
    expect(lines[0]).toBe(MEMBER_HEADER);
    expect(lines).toHaveLength(41);
    const listed = await admin.get('/api/groups/users.json?perPage=100&sort=name');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(
      listed.body.data.map((row: { email: string }) => row.email),
    );
    // Each status call signs a fresh link.
    const again = await admin.get(`/api/groups/exports/${job.exportId}.json`);
    expect(again.body.url).toBeDefined();
  });

  it('a search over the large group is a job too (only the counters decide), and its file holds the rows the list finds', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const view = `search=a&status=${encodeURIComponent('==:compliant,needs_attention')}`;
    const started = await admin.get(`/api/groups/users.csv?${view}`);
    expect(started.status).toBe(202);
    const job = await settled(admin, started.body.exportId);
    const rows = linesOf(await (await fetch(job.url!)).text()).slice(1);
    const listed = await admin.get(`/api/groups/users.json?perPage=100&${view}`);
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(job.rows).toBe(listed.body.data.length);
    expect(rows.map((line) => line.split(',')[2])).toEqual(listed.body.data.map((row: { email: string }) => row.email));
    expect(rows.every((line) => /Compliant|Needs Attention/.test(line))).toBe(true);
  });

  it('a compliance job streams every row of the range with its bucket', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const job = await newJob(DEMO_GROUP_ID, 'compliance', { sort_order: 'desc' });
    expect(await invokeWorker(DEMO_GROUP_ID, job.id)).toEqual({ outcome: 'ready' });
    const done = await settled(admin, job.id);
    const lines = linesOf(await (await fetch(done.url!)).text());
    expect(lines[0]).toBe(COMPLIANCE_HEADER);
    expect(lines).toHaveLength(29);
    const dates = lines.slice(1).map((line) => line.split(',')[3]!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a job that cannot be produced is failed, with a message for the admin', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const job = await newJob(DEMO_GROUP_ID, 'compliance', { compliance: '==:nothing' });
    expect(await invokeWorker(DEMO_GROUP_ID, job.id)).toEqual({ outcome: 'failed' });
    expect(await settled(admin, job.id)).toEqual({
      exportId: job.id,
      status: 'failed',
      message: 'We could not prepare this export. Please try again.',
    });
  });
});

describe('who may see a job', () => {
  it("another group's export id is a 404, as is an unknown one; a plain member is refused (403)", async () => {
    const job = await newJob(DEMO_GROUP_ID, 'members');
    const lakeside = await signedIn('lakeside-admin@example.com');
    expect(await lakeside.get(`/api/groups/exports/${job.id}.json`)).toMatchObject({ status: 404 });
    const admin = await signedIn(SEEDED_ADMIN.email);
    expect(await admin.get(`/api/groups/exports/${randomUUID()}.json`)).toMatchObject({ status: 404 });
    expect(await admin.get(`/api/groups/exports/${job.id}.json`)).toMatchObject({
      status: 200,
      body: { exportId: job.id, status: 'pending' },
    });
    // A plain member of any group (a fresh one: the seeded group's counts stay as other tests expect them).
    const plain = await signUpUser('Pat', 'Plain');
    await addGroupMember((await groupWithAdmin(0)).groupId, plain.id, false);
    const member = await signedIn(plain.email, PASSWORD);
    expect((await member.get(`/api/groups/exports/${job.id}.json`)).status).toBe(403);
    expect((await member.get('/api/groups/users.csv')).status).toBe(403);
  });
});

describe('the worker runs a job once', () => {
  it('two invocations of the same job at once: one streams the file, the other finds it claimed', async () => {
    const group = await groupWithAdmin(2);
    const job = await newJob(group.groupId, 'members', { sort: 'name' });
    const outcomes = await Promise.all([invokeWorker(group.groupId, job.id), invokeWorker(group.groupId, job.id)]);
    expect(outcomes.map((o) => (o as { outcome: string }).outcome).sort()).toEqual(['ready', 'skipped']);
    const objects = await new S3Client({ forcePathStyle: true }).send(
      new ListObjectsV2Command({ Bucket: process.env.PRIVATE_BUCKET, Prefix: `exports/${group.groupId}/` }),
    );
    expect(objects.Contents?.map((object) => object.Key)).toEqual([`exports/${group.groupId}/${job.id}.csv`]);
    const done = await settled(group.admin, job.id);
    expect(linesOf(await (await fetch(done.url!)).text())).toHaveLength(4);
    // A late retry of a finished job changes nothing.
    expect(await invokeWorker(group.groupId, job.id)).toEqual({ outcome: 'skipped' });
  });
});

describe('the local Lambda Invoke stand-in', () => {
  it('refuses a function it does not know as Lambda does (ResourceNotFoundException)', async () => {
    await expect(
      new LambdaClient({}).send(new InvokeCommand({ FunctionName: 'no-such-worker', InvocationType: 'Event' })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('a worker that cannot be started leaves its job failed, not pending for a day', async () => {
    const group = await groupWithAdmin(2);
    const named = process.env.CSV_EXPORT_WORKER;
    process.env.CSV_EXPORT_WORKER = 'no-such-worker';
    resetEnvForTests();
    try {
      await expect(
        exportCsv(
          groupScopeForJob(group.groupId),
          { kind: 'members', query: {} },
          new Date().toISOString().slice(0, 10),
          0,
        ),
      ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    } finally {
      process.env.CSV_EXPORT_WORKER = named;
      resetEnvForTests();
    }
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': `GROUP#${group.groupId}`, ':sk': 'EXPORT#' },
      }),
    );
    expect(Items?.map((item) => item.status)).toEqual(['failed']);
  });
});

describe('the streamed upload', () => {
  it('a file larger than one part (5 MB) goes up as a multipart upload and downloads whole', async () => {
    // Lines are produced as the upload asks for them, as the worker's rows are.
    async function* lines() {
      for (let i = 0; i < 120_000; i += 1)
        yield `Member${i},Surname${i},member${i}@example.com,Compliant,,1,0,2,,No\r\n`;
    }
    const whole = createHash('sha256');
    let bytes = 0;
    const body = Readable.from(
      (async function* () {
        for await (const line of lines()) {
          whole.update(line);
          bytes += Buffer.byteLength(line);
          yield line;
        }
      })(),
    );
    // Which S3 calls the upload makes (s3rver stores a multipart object like any other, so its ETag cannot tell).
    const sent: string[] = [];
    const send = S3Client.prototype.send;
    const spy = vi.spyOn(S3Client.prototype, 'send').mockImplementation(function (
      this: S3Client,
      command: { constructor: { name: string } },
      ...rest: unknown[]
    ) {
      sent.push(command.constructor.name);
      return (send as (...args: unknown[]) => Promise<unknown>).call(this, command, ...rest);
    } as never);
    const key = await uploadExport(randomUUID(), randomUUID(), body).finally(() => spy.mockRestore());
    expect(bytes).toBeGreaterThan(6 * 1024 * 1024);
    expect(sent.filter((name) => name !== 'GetObjectCommand')).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    const download = await fetch(await exportLink(key, 'members.csv'));
    const received = Buffer.from(await download.arrayBuffer());
    expect(received.length).toBe(bytes);
    expect(createHash('sha256').update(received).digest('hex')).toBe(whole.digest('hex'));
  });
});
