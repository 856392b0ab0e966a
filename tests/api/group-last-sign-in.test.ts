// 'Last Sign In' on the members list: signing in writes the member row's lastSignInAt (at most
// hourly, without moving the row's version), so the column shows it and its date filter finds them.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember } from '@functions/data/groups';
import { getMemberRow } from '@functions/data/group-members';
import { PASSWORD, groupWithAdmin, signUpUser, signedIn } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

describe('Last Sign In', () => {
  it('signing in records the date on the member row; the list shows it and the Last Sign In filter finds the member', async () => {
    const group = await groupWithAdmin(1);
    const person = await signUpUser('Sid', 'Signin');
    await addGroupMember(group.groupId, person.id, false);
    const rowOf = async (query = '') =>
      (
        (await group.admin.get(`/api/groups/users.json?perPage=100${query}`)).body.data as {
          id: string;
          lastSignInAt: string | null;
        }[]
      ).find((row) => row.id === person.id);
    expect(await rowOf()).toMatchObject({ lastSignInAt: null });
    const before = await getMemberRow({ id: group.groupId }, person.id);

    const started = Date.now();
    await signedIn(person.email, PASSWORD);
    const row = await rowOf();
    expect(Date.parse(row!.lastSignInAt!)).toBeGreaterThanOrEqual(started - 1000);
    const day = row!.lastSignInAt!.slice(0, 10);
    expect(await rowOf(`&lastSignInAt=${encodeURIComponent(`=:${day}`)}`)).toBeDefined();
    expect(await rowOf(`&lastSignInAt=${encodeURIComponent('!:')}`)).toBeUndefined();
    // The row's version is untouched: versioned writers (enrollment, passes) are never refused by it.
    expect((await getMemberRow({ id: group.groupId }, person.id))!.version).toBe(before!.version);

    // Within the hour a sign-in writes nothing; two at once both succeed.
    await Promise.all([signedIn(person.email, PASSWORD), signedIn(person.email, PASSWORD)]);
    expect((await rowOf())!.lastSignInAt).toBe(row!.lastSignInAt);
  });
});
