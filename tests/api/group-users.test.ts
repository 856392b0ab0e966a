// GET /api/groups/users.json: a group admin pages through their own group's members (the paged-list
// and group-scope primitives on a real route). Totals come from the group's memberCount, which
// addGroupMember keeps in its transaction: concurrent joins all count, a re-add does not.
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ApiClient, type Reply } from '../support/api-client';
import { listGroupUsers } from '@functions/domain/groups/group-users';
import { addGroupMember, createGroup, getGroup, listGroupMembersPage } from '@functions/data/groups';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { buildUser, createUser, getUsersByIds } from '@functions/data/users';
import { Conflict, NotFound } from '@functions/lib/errors';
import { groupScopeOf } from '@functions/lib/group-scope';
import { DEMO_ACCOUNTS, DEMO_GROUP_ID } from '@infra/local/seed/accounts';
import { MERCY_SEEDED_MEMBERS } from '@infra/local/seed/groups';

const stack = inject('stack');
const PASSWORD = 'Str0ngPassword';
const SEEDED_ADMIN = DEMO_ACCOUNTS[2];
const SEEDED_MEMBER = DEMO_ACCOUNTS[3];

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const signedIn = async (email: string, password = 'Password123!') => {
  const client = new ApiClient(stack.url);
  await client.signIn(email, password);
  return client;
};

const newGroup = async () => {
  const id = randomUUID();
  await createGroup({
    id,
    name: `Group ${id}`,
    purchased: false,
    unlimitedCertifications: false,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: new Date().toISOString(),
  });
  return id;
};

const newUser = async (label: string) =>
  (
    await createUser(
      buildUser({
        id: randomUUID(),
        email: `${label}-${randomUUID()}@example.com`,
        firstName: label,
        lastName: 'Tester',
      }),
    )
  ).id;

/**
 * A new group whose admin signed up through the API (so they have a Cognito identity), with
 * `others` more members added at once: `others + 1` members in all.
 */
async function groupWithAdmin(others: number) {
  const groupId = await newGroup();
  const signUp = new ApiClient(stack.url);
  await signUp.bootstrap();
  const email = `group-admin-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await signUp.request(
    'POST',
    '/api/users.json',
    { firstName: 'Gina', lastName: 'Admin', email, phone, password: PASSWORD },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  const adminId = created.body.user.id as string;
  expect(await addGroupMember(groupId, adminId, true)).toBe(true);
  const memberIds = await Promise.all(Array.from({ length: others }, (_, i) => newUser(`member${i}`)));
  // Concurrent joins of one group: each transaction moves the same count (DynamoDB cancels colliding
  // ones with TransactionConflict and they are retried; DynamoDB Local serialises them instead).
  expect(await Promise.all(memberIds.map((userId) => addGroupMember(groupId, userId, false)))).toEqual(
    memberIds.map(() => true),
  );
  return { groupId, adminId, memberIds, admin: await signedIn(email, PASSWORD) };
}

type Row = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  groupAdmin: boolean;
  joinedAt: string;
  status: string;
  pendingCourses: unknown[];
};
const idsOf = (rows: Row[]) => rows.map((row) => row.id);

describe('GET /api/groups/users.json', () => {
  it("gives the seeded group admin the seeded members (its admin, member@example.com and 38 more), totals from the group's memberCount", async () => {
    expect((await getGroup(DEMO_GROUP_ID))?.memberCount).toBe(2 + MERCY_SEEDED_MEMBERS);
    const admin = await signedIn(SEEDED_ADMIN.email);
    const reply = await admin.get('/api/groups/users.json?perPage=100');
    expect(reply.status).toBe(200);
    expect(reply.body.pagination).toEqual({ page: 1, perPage: 100, totalPages: 1, totalEntries: 40, cursor: null });
    const rows = reply.body.data as Row[];
    expect(rows.find((row) => row.id === SEEDED_ADMIN.id)).toMatchObject({
      firstName: SEEDED_ADMIN.firstName,
      lastName: SEEDED_ADMIN.lastName,
      email: SEEDED_ADMIN.email,
      groupAdmin: true,
      status: 'needs_attention',
      pendingCourses: [],
    });
    expect(rows.find((row) => row.id === SEEDED_MEMBER.id)).toMatchObject({
      email: SEEDED_MEMBER.email,
      groupAdmin: false,
    });
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['enrolled', 'compliant', 'non_compliant', 'needs_attention']),
    );
  });

  it('refuses a plain member and a learner outside any group (403), and anyone signed out (401)', async () => {
    for (const email of [SEEDED_MEMBER.email, DEMO_ACCOUNTS[0].email]) {
      const reply = await (await signedIn(email)).get('/api/groups/users.json');
      expect(reply.status, email).toBe(403);
    }
    const anonymous = new ApiClient(stack.url);
    expect((await anonymous.get('/api/groups/users.json')).status).toBe(401);
  });

  it('answers a bad page size, page number or cursor with a 422 on that field', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    expect(await admin.get('/api/groups/users.json?perPage=7')).toMatchObject({
      status: 422,
      body: { errors: { perPage: ['must be one of 10, 30, 100'] } },
    });
    expect(await admin.get('/api/groups/users.json?page=0')).toMatchObject({
      status: 422,
      body: { errors: { page: ['must be a whole number of 1 or more'] } },
    });
    expect(await admin.get('/api/groups/users.json?page=abc&perPage=10')).toMatchObject({
      status: 422,
      body: { errors: { page: ['must be a whole number of 1 or more'] } },
    });
    // Well-formed characters that decode to nothing useful, and characters no cursor has.
    expect(await admin.get('/api/groups/users.json?cursor=bm90LWpzb24')).toMatchObject({
      status: 422,
      body: { errors: { cursor: ['is invalid'] } },
    });
    expect(await admin.get('/api/groups/users.json?cursor=%7B%7D')).toMatchObject({
      status: 422,
      body: { errors: { cursor: ['is invalid'] } },
    });
  });

  describe('a group of 25 (its admin and 24 members)', () => {
    let big: Awaited<ReturnType<typeof groupWithAdmin>>;

    beforeAll(async () => {
      big = await groupWithAdmin(24);
    });

    it('counted every concurrent join once', async () => {
      expect((await getGroup(big.groupId))?.memberCount).toBe(25);
    });

    it('pages by number: 10, 10 and 5 members, each once, in member order', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => big.admin.get(`/api/groups/users.json?page=${page}&perPage=10`)),
      );
      expect(pages.map((reply) => reply.status)).toEqual([200, 200, 200]);
      expect(pages.map((reply) => reply.body.data.length)).toEqual([10, 10, 5]);
      for (const [i, reply] of pages.entries()) {
        expect(reply.body.pagination).toMatchObject({ page: i + 1, perPage: 10, totalPages: 3, totalEntries: 25 });
      }
      expect(pages[2]!.body.pagination.cursor).toBeNull();
      const seen = pages.flatMap((reply) => idsOf(reply.body.data));
      expect(new Set(seen).size).toBe(25);
      expect(seen).toEqual([big.adminId, ...big.memberIds].sort());
      expect(
        pages
          .flatMap((reply) => reply.body.data as Row[])
          .filter((row) => row.groupAdmin)
          .map((row) => row.id),
      ).toEqual([big.adminId]);
    });

    it("follows the returned cursor to the same pages, and the last page's cursor is null", async () => {
      const byNumber = await Promise.all(
        [1, 2, 3].map(async (page) => idsOf((await big.admin.get(`/api/groups/users.json?page=${page}`)).body.data)),
      );
      const byCursor: string[][] = [];
      let path: string | null = '/api/groups/users.json?perPage=10';
      while (path) {
        const reply: Reply = await big.admin.get(path);
        expect(reply.status).toBe(200);
        expect(reply.body.pagination).toMatchObject({ page: byCursor.length + 1, totalEntries: 25 });
        byCursor.push(idsOf(reply.body.data));
        const cursor: string | null = reply.body.pagination.cursor;
        path = cursor ? `/api/groups/users.json?perPage=10&cursor=${cursor}` : null;
      }
      expect(byCursor).toEqual(byNumber);
    });

    it('reads a page with one GetItem (the counters) and one Query of perPage member rows (no COUNT, no profile reads)', async () => {
      const send = vi.spyOn(db(), 'send');
      try {
        const first = await listGroupUsers(groupScopeOf({ groupId: big.groupId }), { page: 1, perPage: 10 });
        const next = await listGroupUsers(groupScopeOf({ groupId: big.groupId }), {
          page: 1,
          perPage: 10,
          cursor: first.pagination.cursor!,
        });
        expect([first.data.length, next.data.length, next.pagination.page, next.pagination.totalEntries]).toEqual([
          10, 10, 2, 25,
        ]);
        const commands = send.mock.calls.map(([command]) => command);
        expect(commands.map((command) => command.constructor.name)).toEqual([
          'GetCommand',
          'QueryCommand',
          'GetCommand',
          'QueryCommand',
        ]);
        for (const query of commands.filter((command) => command instanceof QueryCommand))
          expect(query.input).toMatchObject({ Limit: 10 });
        expect(commands.some((command) => command instanceof QueryCommand && command.input.Select === 'COUNT')).toBe(
          false,
        );
      } finally {
        send.mockRestore();
      }
    });

    it("keeps each admin to their own group: neither sees the other's members, nor reads on with the other's cursor", async () => {
      const seededAdmin = await signedIn(SEEDED_ADMIN.email);
      const theirs = await big.admin.get('/api/groups/users.json?perPage=100');
      expect(idsOf(theirs.body.data)).not.toContain(SEEDED_ADMIN.id);
      expect(idsOf(theirs.body.data)).not.toContain(SEEDED_MEMBER.id);
      const seeded = await seededAdmin.get('/api/groups/users.json?perPage=100');
      expect(idsOf(seeded.body.data)).toEqual(expect.arrayContaining([SEEDED_ADMIN.id, SEEDED_MEMBER.id]));
      expect(idsOf(seeded.body.data).some((id) => [big.adminId, ...big.memberIds].includes(id))).toBe(false);

      const foreignCursor = (await big.admin.get('/api/groups/users.json')).body.pagination.cursor as string;
      expect(await seededAdmin.get(`/api/groups/users.json?cursor=${foreignCursor}`)).toMatchObject({
        status: 422,
        body: { errors: { cursor: ['is invalid'] } },
      });
    });
  });

  describe('addGroupMember keeps the count true', () => {
    it('counts a member added twice at once only once, and a later re-add changes nothing', async () => {
      const groupId = await newGroup();
      const userId = await newUser('twice');
      const added = await Promise.all([addGroupMember(groupId, userId, false), addGroupMember(groupId, userId, false)]);
      expect(added.sort()).toEqual([false, true]);
      expect((await getGroup(groupId))?.memberCount).toBe(1);
      expect(await addGroupMember(groupId, userId, true)).toBe(false);
      expect((await getGroup(groupId))?.memberCount).toBe(1);
    });

    it('retries a join cancelled only by a concurrent transaction, and counts it once', async () => {
      const groupId = await newGroup();
      const userId = await newUser('retried');
      const original = db().send.bind(db()) as (command: unknown) => Promise<unknown>;
      const send = vi.spyOn(db(), 'send');
      // What DynamoDB answers when another member's join held the group item at the same moment.
      const conflict = Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'TransactionConflict' }],
      });
      let thrown = false;
      send.mockImplementation((async (command: unknown) => {
        if (!thrown && command instanceof TransactWriteCommand) {
          thrown = true;
          throw conflict;
        }
        return original(command);
      }) as never);
      try {
        expect(await addGroupMember(groupId, userId, false)).toBe(true);
        expect(send.mock.calls.filter(([command]) => command instanceof TransactWriteCommand)).toHaveLength(2);
      } finally {
        send.mockRestore();
      }
      expect((await getGroup(groupId))?.memberCount).toBe(1);
    });

    it('refuses a user of another group (a Conflict) and an unknown user (NotFound), leaving the counts as they were', async () => {
      const [first, second] = [await newGroup(), await newGroup()];
      const userId = await newUser('mover');
      await addGroupMember(first, userId, false);
      await expect(addGroupMember(second, userId, false)).rejects.toBeInstanceOf(Conflict);
      expect([(await getGroup(first))?.memberCount, (await getGroup(second))?.memberCount]).toEqual([1, 0]);
      await expect(addGroupMember(second, randomUUID(), false)).rejects.toBeInstanceOf(NotFound);
      expect((await getGroup(second))?.memberCount).toBe(0);
    });

    it('never starts a count from zero: a group item written before memberCount existed takes no new member', async () => {
      const groupId = randomUUID();
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.group(groupId), type: 'Group', id: groupId, name: 'Before counts' },
        }),
      );
      const userId = await newUser('legacy');
      await expect(addGroupMember(groupId, userId, false)).rejects.toThrow(/keeps no memberCount/);
      expect((await listGroupMembersPage(groupScopeOf({ groupId }), { page: 1, perPage: 10 })).items).toEqual([]);
    });
  });

  describe("getUsersByIds (the page's profiles)", () => {
    it('asks again for the keys DynamoDB left unprocessed', async () => {
      const ids = await Promise.all(['u1', 'u2', 'u3'].map(newUser));
      const send = vi.spyOn(db(), 'send');
      send.mockImplementationOnce(async (command) => {
        expect(command).toBeInstanceOf(BatchGetCommand);
        // Throttled: nothing read, every key handed back.
        return {
          Responses: { [tableName()]: [] },
          UnprocessedKeys: (command as BatchGetCommand).input.RequestItems,
        } as never;
      });
      try {
        expect((await getUsersByIds(ids)).map((user) => user.id).sort()).toEqual([...ids].sort());
        expect(send.mock.calls.filter(([command]) => command instanceof BatchGetCommand)).toHaveLength(2);
      } finally {
        send.mockRestore();
      }
    });

    it('reads at most 100 keys a call, once per id, and leaves out ids without a profile', async () => {
      const ids = await Promise.all(['v1', 'v2'].map(newUser));
      const unknown = Array.from({ length: 148 }, () => randomUUID());
      const send = vi.spyOn(db(), 'send');
      try {
        const users = await getUsersByIds([ids[0]!, ...unknown, ids[1]!, ids[0]!]);
        expect(users.map((user) => user.id).sort()).toEqual([...ids].sort());
        const batches = send.mock.calls.flatMap(([command]) =>
          command instanceof BatchGetCommand ? [Object.values(command.input.RequestItems!)[0]!.Keys!.length] : [],
        );
        expect(batches).toEqual([100, 50]);
      } finally {
        send.mockRestore();
      }
    });
  });
});
