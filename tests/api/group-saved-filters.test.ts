// Saved filters: per list (modelType), names unique per list and required, at most 100 a group, each
// group its own; concurrent saves race on the name claim and the counter.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect, inject, it } from 'vitest';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { groupWithAdmin } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

it("saves, lists per list in name order, refuses blank and taken names, deletes once; groups never see each other's", async () => {
  const group = await groupWithAdmin(0);
  const other = await groupWithAdmin(0);
  const save = (name: string, modelType = 'users', queryParams = '?status=%3D%3Aenrolled') =>
    group.admin.post('/api/groups/saved_filters.json', { modelType, name, queryParams });
  const enrolled = await save('Enrolled');
  expect(enrolled).toMatchObject({
    status: 201,
    body: { data: { name: 'Enrolled', queryParams: 'status=%3D%3Aenrolled', modelType: 'users' } },
  });
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
  const twice = await Promise.all(
    [1, 2].map(() => group.admin.delete(`/api/groups/saved_filters/${enrolled.body.data.id}.json`)),
  );
  expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
  expect(
    (await group.admin.get('/api/groups/saved_filters.json?modelType=users')).body.data.map(
      (f: { name: string }) => f.name,
    ),
  ).toEqual(['Attention']);
});

it('two saves of one name at once: one 201, one 422; at the cap, two saves at once cannot both pass it', async () => {
  const group = await groupWithAdmin(0);
  const save = (name: string) =>
    group.admin.post('/api/groups/saved_filters.json', {
      modelType: 'users',
      name,
      queryParams: 'status=%3D%3Aenrolled',
    });
  const same = await Promise.all([save('Twins'), save('twins')]);
  expect(same.map((reply) => reply.status).sort()).toEqual([201, 422]);
  expect(same.find((reply) => reply.status === 422)!.body).toEqual({ errors: { name: ['has already been taken'] } });
  expect((await group.admin.get('/api/groups/saved_filters.json?modelType=users')).body.data).toHaveLength(1);

  // 99 kept (the counter says so): one more fits, not two.
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.group(group.groupId),
      UpdateExpression: 'SET savedFilterCount = :n',
      ExpressionAttributeValues: { ':n': 99 },
    }),
  );
  const atCap = await Promise.all([save('One'), save('Two')]);
  expect(atCap.map((reply) => reply.status).sort()).toEqual([201, 422]);
  expect(atCap.find((reply) => reply.status === 422)!.body).toEqual({
    errors: { base: ['A group keeps at most 100 saved filters; delete one first.'] },
  });
  // Deleting one frees its name and a place.
  const kept = atCap.find((reply) => reply.status === 201)!.body.data;
  expect((await group.admin.delete(`/api/groups/saved_filters/${kept.id}.json`)).status).toBe(200);
  expect((await save(kept.name)).status).toBe(201);
});
