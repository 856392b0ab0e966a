// Saved filters: per list (modelType), names unique per list and required, each group its own.
import { beforeAll, expect, inject, it } from 'vitest';
import { groupWithAdmin } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

it('saves, lists per list in name order, refuses blank and taken names, deletes once; groups never see each other\'s', async () => {
  const group = await groupWithAdmin(0);
  const other = await groupWithAdmin(0);
  const save = (name: string, modelType = 'users', queryParams = '?status=%3D%3Aenrolled') => group.admin.post('/api/groups/saved_filters.json', { modelType, name, queryParams });
  const enrolled = await save('Enrolled');
  expect(enrolled).toMatchObject({ status: 201, body: { data: { name: 'Enrolled', queryParams: 'status=%3D%3Aenrolled', modelType: 'users' } } });
  await save('Attention', 'users', 'status=%3D%3Aneeds_attention');
  await save('Expiring', 'user_course_expirations', 'compliance=%3D%3D%3Aexpiring_soon');
  expect(await save('  ')).toMatchObject({ status: 422, body: { errors: { name: ["can't be blank"] } } });
  expect(await save('enrolled')).toMatchObject({ status: 422, body: { errors: { name: ['has already been taken'] } } });
  expect((await save('Enrolled', 'user_course_expirations')).status).toBe(201);
  const users = await group.admin.get('/api/groups/saved_filters.json?modelType=users');
  expect(users.body.data.map((f: { name: string }) => f.name)).toEqual(['Attention', 'Enrolled']);
  expect((await group.admin.get('/api/groups/saved_filters.json?modelType=nope')).status).toBe(422);
  expect((await other.admin.get('/api/groups/saved_filters.json?modelType=users')).body.data).toEqual([]);
  expect((await other.admin.delete(`/api/groups/saved_filters/${enrolled.body.data.id}.json`)).status).toBe(404);
  const twice = await Promise.all([1, 2].map(() => group.admin.delete(`/api/groups/saved_filters/${enrolled.body.data.id}.json`)));
  expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
  expect((await group.admin.get('/api/groups/saved_filters.json?modelType=users')).body.data.map((f: { name: string }) => f.name)).toEqual(['Attention']);
});
