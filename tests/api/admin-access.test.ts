// Who may use the admin area's API: only content admins. Every admin route (the `contentAdmin`
// contracts: /api/admin/*, /api/course_sections/{id}.json, and /api/active_* once they exist) is
// refused to anonymous callers (401: sign in first), learners and group admins (403), whatever
// the request carries; the content admin gets through to the route itself.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import { fillPath } from '@shared/contracts/path';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');

const adminRoutes = Object.entries(contracts).filter(([, contract]) => contract.access === 'contentAdmin');
const pathOf = (path: string) => fillPath(path.replace('(.json)', '.json'), { id: 'acls-s1', uuid: 'x' });

async function client(email?: string) {
  const api = new ApiClient(stack.url);
  if (email) await api.signIn(email);
  await api.bootstrap();
  return api;
}

const call = (api: ApiClient, method: string, path: string) =>
  api.request(method, path, method === 'GET' ? undefined : {});

let anonymous: ApiClient;
let learner: ApiClient;
let groupAdmin: ApiClient;
let contentAdmin: ApiClient;

beforeAll(async () => {
  [anonymous, learner, groupAdmin, contentAdmin] = await Promise.all([
    client(),
    client('learner@example.com'),
    client('groupadmin@example.com'),
    client('admin@example.com'),
  ]);
});

describe('the admin routes', () => {
  it('are the admin contracts: admin/* keys, all contentAdmin, and the course-section editor paths', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(14);
    for (const [key, contract] of Object.entries(contracts)) {
      const adminPath =
        contract.path.startsWith('/api/admin/') ||
        contract.path.startsWith('/api/active_') ||
        contract.path === '/api/course_sections/:id.json';
      expect(key.startsWith('admin/'), key).toBe(adminPath);
      if (adminPath) expect(contract.access, key).toBe('contentAdmin');
    }
  });

  it('refuse anonymous callers with 401, even with a valid CSRF token', async () => {
    for (const [key, contract] of adminRoutes) {
      const reply = await call(anonymous, contract.method, pathOf(contract.path));
      expect(reply.status, key).toBe(401);
    }
  });

  it('refuse learners and group admins with 403 on every route and method', async () => {
    for (const [who, api] of [
      ['learner', learner],
      ['group admin', groupAdmin],
    ] as const) {
      for (const [key, contract] of adminRoutes) {
        const reply = await call(api, contract.method, pathOf(contract.path));
        expect(reply.status, `${who}: ${key}`).toBe(403);
        expect(reply.body, `${who}: ${key}`).toEqual({ message: 'You are not allowed to do that.' });
      }
    }
  });

  it('let the content admin through to the route (its own 2xx, 404 or 422, never 401/403)', async () => {
    for (const [key, contract] of adminRoutes) {
      const reply = await call(contentAdmin, contract.method, pathOf(contract.path));
      expect([200, 201, 404, 422], `${key}: ${reply.status}`).toContain(reply.status);
    }
  });

  it('refuse a content admin write without the CSRF token', async () => {
    const reply = await contentAdmin.request(
      'POST',
      '/api/admin/question_banks.json',
      { name: 'No token' },
      { csrf: null, headers: { 'idempotency-key': 'no-csrf-0001' } },
    );
    expect(reply.status).toBe(403);
  });
});
