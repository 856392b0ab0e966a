// @vitest-environment happy-dom
// Whose profile a PATCH /api/users/:id.json reply holds (web/src/lib/update-user.ts): the session's
// own user (its session is replaced) is told by id, not by which fields the reply carries.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupMember } from '@shared/contracts/group-user';
import { setSessionData } from '@web/lib/session';
import { isOwnProfile } from '@web/lib/update-user';
import { bootstrapData, user } from './support/dom';

const member: GroupMember = {
  id: 'u2',
  firstName: 'Mo',
  middleName: null,
  lastName: 'Member',
  email: 'mo@example.com',
  title: null,
  birthDate: null,
  street: null,
  street2: null,
  city: null,
  state: null,
  zip: null,
  groupAdmin: false,
  groupId: 'g1',
  status: 'enrolled',
};

beforeEach(() => setSessionData(bootstrapData({ currentUser: user({ id: 'u1' }) })));

describe('isOwnProfile', () => {
  it("is the session user's own reply, and not a member's, whatever fields either carries", () => {
    expect(isOwnProfile(user({ id: 'u1' }))).toBe(true);
    expect(isOwnProfile(member)).toBe(false);
    // A member's reply that happened to carry createdAtEpoch is still not the caller's own.
    expect(isOwnProfile({ ...member, createdAtEpoch: 0 } as GroupMember)).toBe(false);
    // The caller's own reply without it is still theirs.
    const { createdAtEpoch: _dropped, ...own } = user({ id: 'u1' });
    expect(isOwnProfile(own as never)).toBe(true);
  });
});
