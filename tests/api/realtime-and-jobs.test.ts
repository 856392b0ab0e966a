// Group channel authorisation over the WebSocket API, and the renewal-reminder job.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { GroupUser } from '@shared/contracts/groups';
import { ApiClient, outboxEmails } from '../support/api-client';

const stack = inject('stack');
const MEMBER_ROW: GroupUser = {
  id: 'u1',
  firstName: 'Marcus',
  lastName: 'Lee',
  email: 'marcus@example.com',
  pendingCourses: [],
  compliantCourses: 0,
  nonCompliantCourses: 0,
  ce: 0,
  lastSignInAt: null,
  lastLoginAt: null,
  groupAdmin: false,
  status: 'needs_attention',
  joinedAt: '2026-01-02T03:04:05.000Z',
};

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

describe('GET /api/auth/socket.json and the group channel', () => {
  it('requires a session', async () => {
    const client = new ApiClient(stack.url);
    expect((await client.get('/api/auth/socket.json')).status).toBe(401);
  });

  it("refuses a learner outside any group and a plain member (the channel carries other members' data)", async () => {
    for (const email of ['learner@example.com', 'member@example.com']) {
      const client = new ApiClient(stack.url);
      await client.signIn(email);
      expect((await client.get('/api/auth/socket.json')).status).toBe(403);
    }
  });

  it("lets the group admin join their group's channel once per token and receive published events", async () => {
    const client = new ApiClient(stack.url);
    await client.signIn('groupadmin@example.com');
    const grant = await client.get('/api/auth/socket.json');
    expect(grant.status).toBe(200);
    expect(grant.body.channel).toBe('private-group-6f1c1a52-5b1d-4a43-9a57-6d1f3c0e2a11');

    const socket = new WebSocket(`${grant.body.url}?token=${grant.body.token}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    const { publish } = await import('@functions/adapters/realtime');
    // Checked against the message schema before it is sent: a row that is not a member row never leaves.
    await expect(
      publish(grant.body.channel, 'user-updated', { id: 'u1', firstName: 'Marcus' } as never),
    ).rejects.toThrow(/lastName/);
    // What leaves is the parsed message: a field the schema does not declare is not sent.
    await publish(grant.body.channel, 'user-updated', { ...MEMBER_ROW, ssn: '123-45-6789' } as never);
    await expect.poll(() => frames.length).toBe(1);
    expect(JSON.parse(frames[0]!)).toEqual({ channel: grant.body.channel, event: 'user-updated', data: MEMBER_ROW });
    socket.close();

    const reused = new WebSocket(`${grant.body.url}?token=${grant.body.token}`);
    const outcome = await new Promise<string>((resolve) => {
      reused.once('open', () => resolve('open'));
      reused.once('error', () => resolve('rejected'));
      reused.once('unexpected-response', () => resolve('rejected'));
    });
    expect(outcome).toBe('rejected');
  });
});

describe('renewal-reminders job', () => {
  it('emails the holder of a card expiring in 30 days once, however often it runs', async () => {
    const run = async () =>
      (await (await fetch(`${stack.url}/_local/jobs/renewal-reminders`, { method: 'POST' })).json()) as {
        result: { sent: number };
      };
    // The scheduler may already have sent it (if this runs at 14:00 UTC): either way, one email.
    await run();
    const mails = await outboxEmails(stack, 'member@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your CPR & First Aid provider card expires in 30 days');
    expect(mails[0]!.text).toContain('/dashboard');
    expect((await run()).result.sent).toBe(0);
    expect(await outboxEmails(stack, 'member@example.com')).toHaveLength(1);
  });
});
