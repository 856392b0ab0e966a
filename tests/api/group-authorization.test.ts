// The authorization matrix over every group route: anonymous 401; a learner, a plain group member
// and a content admin 403; the admin of another group 404 for this group's ids (and only their own
// data on lists); this group's admin succeeds. A group contract without a row here fails the test.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contracts, type ContractKey } from '@shared/contracts';
import { addGroupMember } from '@functions/data/groups';
import { putExport } from '@functions/data/group-exports';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { getUserById } from '@functions/data/users';
import { DEMO_ACCOUNTS } from '@infra/local/seed/accounts';
import { LAKESIDE_ADMIN } from '@infra/local/seed/groups';
import { ApiClient } from '../support/api-client';
import { sentMinutesAgo } from './pending-invitations-fixtures';
import { enroll, groupWithAdmin, PASSWORD, signedIn, signUpUser, uploadCertFile } from './group-fixtures';

interface Target {
  filterId: string;
  memberId: string;
  memberEmail: string;
  leavingId: string;
  userExamId: string;
  groupMemberIds: string[];
  certificationId: string;
  certFile: () => Promise<string>;
  /** An address this group invited, its link sent long enough ago to be sent again. */
  invitedEmail: string;
}
interface Call {
  method: string;
  path: (t: Target) => string;
  body?: (t: Target) => unknown | Promise<unknown>;
  idempotent?: boolean;
  own: number;
  other: number;
}

/** One call per group route, against this group's resources. */
const CALLS: Partial<Record<ContractKey, Call>> = {
  'groups/list-group-users': { method: 'GET', path: () => '/api/groups/users.json?perPage=100', own: 200, other: 200 },
  'groups/dashboard': { method: 'GET', path: () => '/api/groups/dashboard.json', own: 200, other: 200 },
  'groups/list-products': { method: 'GET', path: () => '/api/groups/products.json', own: 200, other: 200 },
  'groups/get-user': { method: 'GET', path: (t) => `/api/groups/users/${t.memberId}.json`, own: 200, other: 404 },
  'groups/list-user-exams': {
    method: 'GET',
    path: (t) => `/api/groups/users/${t.memberId}/user_exams.json`,
    own: 200,
    other: 404,
  },
  'groups/enroll': {
    method: 'POST',
    path: () => '/api/groups/products/enroll.json',
    body: (t) => ({ userId: t.memberId, productId: 'acls-cert' }),
    idempotent: true,
    own: 201,
    other: 404,
  },
  'groups/unenroll': {
    method: 'DELETE',
    path: (t) => `/api/groups/user_exams/${t.userExamId}.json`,
    own: 200,
    other: 404,
  },
  'groups/remove-user': { method: 'DELETE', path: (t) => `/api/groups/users/${t.leavingId}`, own: 200, other: 404 },
  'groups/list-expirations': {
    method: 'GET',
    path: () => '/api/groups/user_course_expirations.json',
    own: 200,
    other: 200,
  },
  'groups/expiration-summary': {
    method: 'GET',
    path: () => '/api/groups/user_course_expirations/summary.json',
    own: 200,
    other: 200,
  },
  'groups/export-users': { method: 'GET', path: () => '/api/groups/users.csv', own: 200, other: 200 },
  'groups/export-expirations': {
    method: 'GET',
    path: () => '/api/groups/user_course_expirations.csv',
    own: 200,
    other: 200,
  },
  'groups/export-status': {
    method: 'GET',
    path: () => `/api/groups/exports/${ownExportId}.json`,
    own: 200,
    other: 404,
  },
  'groups/invite-members': {
    method: 'POST',
    path: () => '/api/groups/invitations.json',
    body: () => ({ users: [{ email: `matrix-${randomUUID()}@example.com` }] }),
    own: 200,
    other: 200,
  },
  'groups/invite-member': {
    method: 'POST',
    path: () => '/api/groups/invitations/invite.json',
    body: () => ({ firstName: 'Ina', lastName: 'Vite', email: `matrix-${randomUUID()}@example.com` }),
    own: 200,
    other: 200,
  },
  'groups/list-pending-invitations': {
    method: 'GET',
    path: () => '/api/groups/invitations.json',
    own: 200,
    other: 200,
  },
  'groups/resend-invitation': {
    method: 'POST',
    path: () => '/api/groups/invitations/resend.json',
    body: (t) => ({ email: t.invitedEmail }),
    own: 200,
    other: 404,
  },
  'groups/revoke-invitation': {
    method: 'POST',
    path: () => '/api/groups/invitations/revoke.json',
    body: (t) => ({ email: t.invitedEmail }),
    own: 200,
    other: 404,
  },
  'groups/list-saved-filters': {
    method: 'GET',
    path: () => '/api/groups/saved_filters.json?modelType=users',
    own: 200,
    other: 200,
  },
  'groups/create-saved-filter': {
    method: 'POST',
    path: () => '/api/groups/saved_filters.json',
    body: () => ({ modelType: 'users', name: `Matrix ${randomUUID()}`, queryParams: 'status=%3D%3Aenrolled' }),
    own: 201,
    other: 201,
  },
  'groups/delete-saved-filter': {
    method: 'DELETE',
    path: (t) => `/api/groups/saved_filters/${t.filterId}.json`,
    own: 200,
    other: 404,
  },
  'groups/send-course-reminder': {
    method: 'POST',
    path: () => '/api/groups/users/send_complete_course_reminder.json',
    body: (t) => ({ email: t.memberEmail }),
    own: 200,
    other: 404,
  },
  'groups/list-completed-courses': { method: 'GET', path: () => '/api/groups/user_exams.json', own: 200, other: 200 },
  'groups/provider-card-pdf': {
    method: 'GET',
    path: (t) => `/api/groups/provider_cards/NONE-2026-000000.pdf?user_id=${t.memberId}`,
    own: 404,
    other: 404,
  },
  'groups/list-course-expiration-groups': {
    method: 'GET',
    path: () => '/api/course_expiration_groups.json',
    own: 200,
    other: 200,
  },
  'groups/list-external-certifications': {
    method: 'GET',
    path: (t) => `/api/external_certifications.json?user_id=${t.memberId}`,
    own: 200,
    other: 404,
  },
  'groups/get-external-certification': {
    method: 'GET',
    path: (t) => `/api/external_certifications/${t.certificationId}.json`,
    own: 200,
    other: 404,
  },
  'groups/update-external-certification': {
    method: 'PATCH',
    path: (t) => `/api/external_certifications/${t.certificationId}.json`,
    body: () => ({ courseExpirationGroupId: 'bls', expirationDate: '2031-01-01', ceCredits: 1 }),
    own: 200,
    other: 404,
  },
  'groups/create-external-certification': {
    method: 'POST',
    path: () => '/api/external_certifications.json',
    body: async (t) => ({
      userId: t.memberId,
      courseExpirationGroupId: 'acls',
      expirationDate: '2031-01-01',
      ceCredits: 1,
      certFile: await t.certFile(),
    }),
    idempotent: true,
    own: 201,
    other: 404,
  },
  'groups/delete-external-certification': {
    method: 'DELETE',
    path: (t) => `/api/external_certifications/${t.certificationId}.json`,
    own: 200,
    other: 404,
  },
};

/** An export job of this group (its status route's target). */
let ownExportId = '';

const send = async (client: ApiClient, call: Call, target: Target) =>
  client.request(
    call.method,
    call.path(target),
    await call.body?.(target),
    call.idempotent ? { headers: { 'idempotency-key': randomUUID() } } : {},
  );

let target: Target;
let own: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  Object.assign(process.env, inject('stack').env);
  const group = await groupWithAdmin(2, { 'bls-cert': 2, 'acls-cert': 2 });
  const [memberId, leavingId] = group.memberIds as [string, string];
  const plain = await signUpUser('Mo', 'Member');
  await addGroupMember(group.groupId, plain.id, false);
  member = await signedIn(plain.email, PASSWORD);
  const enrolled = await enroll(group.admin, memberId, 'bls-cert');
  expect(enrolled.status).toBe(201);
  const memberEmail = (await getUserById(memberId))!.email;
  const filter = await group.admin.post('/api/groups/saved_filters.json', {
    modelType: 'users',
    name: 'Enrolled',
    queryParams: 'status=%3D%3Aenrolled',
  });
  expect(filter.status).toBe(201);
  const certFile = () => uploadCertFile(group.admin);
  const certification = await group.admin.post(
    '/api/external_certifications.json',
    {
      userId: memberId,
      courseExpirationGroupId: 'bls',
      expirationDate: '2030-01-01',
      ceCredits: 2,
      certFile: await certFile(),
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(certification.status).toBe(201);
  const invitedEmail = `matrix-pending-${randomUUID()}@example.com`;
  expect((await group.admin.post('/api/groups/invitations.json', { users: [{ email: invitedEmail }] })).status).toBe(
    200,
  );
  await sentMinutesAgo(group.groupId, invitedEmail, 11);
  target = {
    filterId: filter.body.data.id,
    memberId,
    memberEmail,
    leavingId,
    userExamId: enrolled.body.data.id,
    groupMemberIds: [...group.memberIds, group.adminId, plain.id],
    certificationId: certification.body.data.id,
    certFile,
    invitedEmail,
  };
  own = group.admin;
});

beforeAll(async () => {
  const groupId = (await getUserById(target.memberId))!.groupId!;
  const job = await putExport(groupScopeForJob(groupId), {
    id: randomUUID(),
    kind: 'members',
    query: {},
    today: '2026-01-01',
    createdAt: new Date().toISOString(),
  });
  ownExportId = job.id;
});

describe('authorization matrix over every group route', () => {
  it('has a call for every group-admin groups/ contract', () => {
    const groupAdminKeys = Object.entries(contracts)
      .filter(([key, contract]) => key.startsWith('groups/') && contract.access === 'groupAdmin')
      .map(([key]) => key);
    expect(Object.keys(CALLS).sort()).toEqual(groupAdminKeys.sort());
  });

  it('anonymous: 401 everywhere', async () => {
    const anonymous = new ApiClient(inject('stack').url);
    await anonymous.bootstrap();
    for (const [key, call] of Object.entries(CALLS))
      expect((await send(anonymous, call, target)).status, key).toBe(401);
  });

  it('a learner, a plain member of this group and a content admin: 403 everywhere', async () => {
    const learner = await signedIn(DEMO_ACCOUNTS[0].email);
    const contentAdmin = await signedIn(DEMO_ACCOUNTS[4].email);
    for (const [who, client] of [
      ['learner', learner],
      ['member', member],
      ['content admin', contentAdmin],
    ] as const) {
      for (const [key, call] of Object.entries(CALLS))
        expect((await send(client, call, target)).status, `${who} ${key}`).toBe(403);
    }
  });

  it("the admin of another group: 404 for this group's ids, and lists hold none of this group's members", async () => {
    const other = await signedIn(LAKESIDE_ADMIN.email);
    for (const [key, call] of Object.entries(CALLS)) {
      const reply = await send(other, call, target);
      expect(reply.status, key).toBe(call.other);
      if (key === 'groups/list-group-users')
        expect(reply.body.data.some((row: { id: string }) => target.groupMemberIds.includes(row.id))).toBe(false);
      if (key === 'groups/export-users') expect(reply.body).not.toContain('Surname00');
    }
    expect((await own.get(`/api/groups/users/${target.leavingId}.json`)).status).toBe(200);
  });

  it("this group's admin: every call succeeds", async () => {
    for (const [key, call] of Object.entries(CALLS)) expect((await send(own, call, target)).status, key).toBe(call.own);
  });
});
