// The group channel is granted when an admin connects; losing the right ends it at once: a demoted
// or removed admin's open connections are closed (and forgotten), the other admins keep theirs; a
// session's sockets close when it ends (logout; a password change ends the others').
import WebSocket from 'ws';
import { beforeAll, expect, inject, it } from 'vitest';
import { addGroupMember } from '@functions/data/groups';
import { getUserById } from '@functions/data/users';
import type { ApiClient } from '../support/api-client';
import { groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

async function connect(admin: ApiClient) {
  const grant = await admin.get('/api/auth/socket.json');
  expect(grant.status).toBe(200);
  const socket = new WebSocket(`${grant.body.url}?token=${grant.body.token}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  return {
    socket,
    closedWithin: (ms: number) =>
      Promise.race([closed, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]),
  };
}

async function secondAdmin(groupId: string) {
  const user = await signUpUser('Sam', 'Second');
  await addGroupMember(groupId, user.id, true);
  return { id: user.id, client: await signedIn(user.email, PASSWORD) };
}

it('a demoted admin is disconnected from the group channel; the admin who demoted them is not', async () => {
  const group = await groupWithAdmin(0);
  const second = await secondAdmin(group.groupId);
  const theirs = await connect(second.client);
  const mine = await connect(group.admin);
  const heard: string[] = [];
  mine.socket.on('message', (data) => heard.push(JSON.parse(data.toString()).event));
  const demoted = await group.admin.patch(`/api/users/${second.id}.json`, { user: { groupAdmin: false } });
  expect(demoted.status).toBe(200);
  expect(await theirs.closedWithin(3000)).toBe(true);
  expect(await mine.closedWithin(300)).toBe(false);
  expect(heard).toContain('user-updated');
  expect((await second.client.get('/api/auth/socket.json')).status).toBe(403);
  mine.socket.close();
});

it('a removed admin is disconnected from the group channel', async () => {
  const group = await groupWithAdmin(0);
  const second = await secondAdmin(group.groupId);
  const theirs = await connect(second.client);
  const removed = await group.admin.request('DELETE', `/api/groups/users/${second.id}`);
  expect(removed.status).toBeLessThan(300);
  expect(await theirs.closedWithin(3000)).toBe(true);
});

it('a token issued before the demotion no longer connects after it', async () => {
  const group = await groupWithAdmin(0);
  const second = await secondAdmin(group.groupId);
  const grant = await second.client.get('/api/auth/socket.json');
  expect(grant.status).toBe(200);
  expect((await group.admin.patch(`/api/users/${second.id}.json`, { user: { groupAdmin: false } })).status).toBe(200);
  const socket = new WebSocket(`${grant.body.url}?token=${grant.body.token}`);
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
  expect(opened).toBe(false);
  socket.terminate();
});

it("logging out closes that session's sockets, not the same admin's other sessions'", async () => {
  const group = await groupWithAdmin(0);
  const second = await secondAdmin(group.groupId);
  const elsewhere = await signedIn((await getUserById(second.id))!.email, PASSWORD);
  const closing = await connect(second.client);
  const staying = await connect(elsewhere);
  expect((await second.client.delete('/api/auth/logout.json')).status).toBe(204);
  expect(await closing.closedWithin(3000)).toBe(true);
  expect(await staying.closedWithin(300)).toBe(false);
  staying.socket.close();
});

it("a password change closes the admin's sockets of every other session, not this one's", async () => {
  const group = await groupWithAdmin(0);
  const second = await secondAdmin(group.groupId);
  const email = (await getUserById(second.id))!.email;
  const other = await connect(await signedIn(email, PASSWORD));
  const mine = await connect(second.client);
  expect(
    (await second.client.patch('/api/passwords.json', { password: 'N3wPassword!x', currentPassword: PASSWORD })).status,
  ).toBe(200);
  expect(await other.closedWithin(3000)).toBe(true);
  expect(await mine.closedWithin(300)).toBe(false);
  mine.socket.close();
});
