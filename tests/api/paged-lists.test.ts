// The paged-list primitive against the local table (no learner route pages yet; group routes will):
// pages of `perPage` items, cursors that read on without re-reading, totals, and a bad cursor as
// the client's 422. Every item Query is bounded by `Limit: perPage`.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { listGroupMembersPage, type GroupMember } from '@functions/data/groups';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { Invalid } from '@functions/lib/errors';
import { groupScopeOf } from '@functions/lib/group-scope';

const stack = inject('stack');
const group = groupScopeOf({ groupId: `paging-${randomUUID()}` });
const neighbour = groupScopeOf({ groupId: `paging-${randomUUID()}` });
const memberIds = Array.from({ length: 25 }, (_, i) => `user-${String(i).padStart(2, '0')}`);

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  const items = [
    ...memberIds.map((userId) => ({
      ...keys.groupMember(group.id, userId),
      type: 'GroupMember',
      groupId: group.id,
      userId,
      groupAdmin: false,
      joinedAt: '2026-11-01T00:00:00.000Z',
    })),
    ...['a', 'b'].map((userId) => ({
      ...keys.groupMember(neighbour.id, userId),
      type: 'GroupMember',
      groupId: neighbour.id,
      userId,
      groupAdmin: false,
      joinedAt: '2026-11-01T00:00:00.000Z',
    })),
  ];
  for (let i = 0; i < items.length; i += 25) {
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
});

/** Every Query sent while `run` runs: item reads must carry Limit = perPage. */
async function queries<T>(run: () => Promise<T>): Promise<{ result: T; inputs: QueryCommand['input'][] }> {
  const send = vi.spyOn(db(), 'send');
  try {
    const result = await run();
    const inputs = send.mock.calls.flatMap(([command]) => (command instanceof QueryCommand ? [command.input] : []));
    return { result, inputs };
  } finally {
    send.mockRestore();
  }
}

const ids = (members: GroupMember[]) => members.map((member) => member.userId);

describe('queryPage (through listGroupMembersPage)', () => {
  it('reads page after page by cursor, perPage items at a time, with the totals', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    const pages: number[] = [];
    do {
      const { result, inputs } = await queries(() => listGroupMembersPage(group, { page: 1, perPage: 10, cursor }));
      const itemReads = inputs.filter((input) => input.Select !== 'COUNT');
      expect(itemReads).toHaveLength(1);
      expect(itemReads[0]!.Limit).toBe(10);
      expect(result.pagination).toMatchObject({ perPage: 10, totalEntries: 25, totalPages: 3 });
      pages.push(result.pagination.page);
      seen.push(...ids(result.items));
      cursor = result.pagination.cursor ?? undefined;
    } while (cursor);
    expect(pages).toEqual([1, 2, 3]);
    expect(seen).toEqual(memberIds);
  });

  it('jumps to a page number without a cursor by counting past the earlier pages (no items returned for them)', async () => {
    const { result, inputs } = await queries(() => listGroupMembersPage(group, { page: 3, perPage: 10 }));
    expect(ids(result.items)).toEqual(memberIds.slice(20));
    expect(result.pagination).toEqual({ page: 3, perPage: 10, totalPages: 3, totalEntries: 25, cursor: null });
    const itemReads = inputs.filter((input) => input.Select !== 'COUNT');
    expect(itemReads.map((input) => input.Limit)).toEqual([10]);
    expect(
      inputs.filter((input) => input.Select === 'COUNT').every((input) => input.ProjectionExpression === undefined),
    ).toBe(true);
  });

  it('answers an empty page past the end, and a single page for a small group', async () => {
    expect(await listGroupMembersPage(group, { page: 4, perPage: 10 })).toEqual({
      items: [],
      pagination: { page: 4, perPage: 10, totalPages: 3, totalEntries: 25, cursor: null },
    });
    const small = await listGroupMembersPage(neighbour, { page: 1, perPage: 30 });
    expect(ids(small.items)).toEqual(['a', 'b']);
    expect(small.pagination).toEqual({ page: 1, perPage: 30, totalPages: 1, totalEntries: 2, cursor: null });
  });

  it("refuses a malformed cursor, or one from another group's list, as a 422 on cursor", async () => {
    const first = await listGroupMembersPage(group, { page: 1, perPage: 10 });
    const foreign = first.pagination.cursor!;
    await expect(listGroupMembersPage(neighbour, { page: 1, perPage: 10, cursor: foreign })).rejects.toMatchObject({
      errors: { cursor: ['is invalid'] },
    });
    await expect(listGroupMembersPage(group, { page: 1, perPage: 10, cursor: 'bm90LWpzb24' })).rejects.toBeInstanceOf(
      Invalid,
    );
    const tampered = Buffer.from(
      JSON.stringify({ p: 2, k: { PK: keys.group(neighbour.id).PK, SK: 'MEMBER#a' } }),
    ).toString('base64url');
    await expect(listGroupMembersPage(group, { page: 1, perPage: 10, cursor: tampered })).rejects.toBeInstanceOf(
      Invalid,
    );
  });
});
