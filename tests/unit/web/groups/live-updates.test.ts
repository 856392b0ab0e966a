// A `user-updated` event replaces the member's row in every cached page of the members list at once
// (no reload), and a removal makes the lists stale.
import { describe, expect, it } from 'vitest';
import type { GroupUser } from '@shared/contracts/groups';
import { contractKey } from '@web/lib/contract-key';
import { applyUserUpdated } from '@web/features/groups/lib/live-updates';
import { changedParams, columnLabel, membersQuery } from '@web/features/groups/lib/members-url';
import { apiRoute } from '@web/lib/api-route';
import { queryClient } from '@web/lib/query-client';

/** The app's one cache (writes invalidate through it), emptied for each test. */
const freshCache = () => {
  queryClient.clear();
  return queryClient;
};

const listGroupUsers = apiRoute('groups/list-group-users');

const row = (id: string, status: GroupUser['status']): GroupUser => ({
  id,
  firstName: 'A',
  lastName: id,
  email: `${id}@x.com`,
  pendingCourses: [],
  compliantCourses: 0,
  nonCompliantCourses: 0,
  ce: 0,
  lastSignInAt: null,
  lastLoginAt: null,
  groupAdmin: false,
  status,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const page = (rows: GroupUser[]) => ({
  data: rows,
  pagination: { page: 1, perPage: 10, totalPages: 1, totalEntries: rows.length, cursor: null },
});

describe('applyUserUpdated', () => {
  it('replaces the row in every cached page that has it', () => {
    const client = freshCache();
    const first = contractKey(listGroupUsers, { query: { page: 1, perPage: 10 } });
    const filtered = contractKey(listGroupUsers, { query: { page: 1, perPage: 10, status: '=:needs_attention' } });
    client.setQueryData(first, page([row('u1', 'needs_attention'), row('u2', 'compliant')]));
    client.setQueryData(filtered, page([row('u1', 'needs_attention')]));
    applyUserUpdated(client, {
      ...row('u1', 'enrolled'),
      pendingCourses: [{ name: 'BLS', color: '#000', productId: 'bls-cert' }],
    });
    expect(client.getQueryData<ReturnType<typeof page>>(first)!.data.map((r) => r.status)).toEqual([
      'enrolled',
      'compliant',
    ]);
    expect(client.getQueryData<ReturnType<typeof page>>(filtered)!.data[0]!.pendingCourses).toHaveLength(1);
  });

  it('marks the lists stale when a member was removed', () => {
    const client = freshCache();
    const key = contractKey(listGroupUsers, { query: { page: 1, perPage: 10 } });
    client.setQueryData(key, page([row('u1', 'compliant')]));
    applyUserUpdated(client, { id: 'u1', removed: true });
    expect(client.getQueryState(key)!.isInvalidated).toBe(true);
  });
});

describe('what a user-updated event makes stale', () => {
  const listExpirations = apiRoute('groups/list-expirations');
  const expirationSummary = apiRoute('groups/expiration-summary');
  const listCompletedCourses = apiRoute('groups/list-completed-courses');
  const seeded = () => {
    const client = freshCache();
    // Keys only: what is cached under them does not matter here.
    const keys: (readonly unknown[])[] = [
      contractKey(listExpirations, { query: { page: 1, perPage: 10 } }),
      contractKey(expirationSummary),
      contractKey(listCompletedCourses, { query: { page: 1, perPage: 10 } }),
      contractKey(apiRoute('groups/dashboard')),
    ];
    for (const key of keys) client.setQueryData(key, {});
    return { client, keys };
  };

  it("a member's change: the compliance list and chart, the progress report and the dashboard", () => {
    const { client, keys } = seeded();
    applyUserUpdated(client, row('u1', 'compliant'));
    expect(keys.map((key) => client.getQueryState(key)!.isInvalidated)).toEqual([true, true, true, true]);
  });

  it('a removal: the same group-wide views', () => {
    const { client, keys } = seeded();
    applyUserUpdated(client, { id: 'u1', removed: true });
    expect(keys.map((key) => client.getQueryState(key)!.isInvalidated)).toEqual([true, true, true, true]);
  });
});

describe('the members view in the URL', () => {
  it('reads page, size, sort and filters, ignoring values the list does not take', () => {
    expect(
      membersQuery(new URLSearchParams('page=3&perPage=30&sort=name&sort_order=desc&status=%3D%3Aenrolled&search=ann')),
    ).toEqual({ page: 3, perPage: 30, sort: 'name', sort_order: 'desc', status: '=:enrolled', search: 'ann' });
    expect(membersQuery(new URLSearchParams('page=0&perPage=7&sort=joinedAt'))).toEqual({ page: 1, perPage: 10 });
    // Every shown column sorts, ascending unless the URL says desc.
    expect(membersQuery(new URLSearchParams('sort=lastSignInAt&sort_order=up'))).toMatchObject({
      sort: 'lastSignInAt',
      sort_order: 'asc',
    });
  });

  it('goes back to page 1 on any change but paging, and names unknown columns', () => {
    expect(changedParams(new URLSearchParams('page=4&status=x'), { search: 'a' }).toString()).toBe('status=x&search=a');
    expect(changedParams(new URLSearchParams('page=4'), { page: '5' }).toString()).toBe('page=5');
    expect(columnLabel('email')).toBe('Email');
    expect(columnLabel('shoeSize')).toBe('NO LABEL FOUND: shoeSize');
  });
});
