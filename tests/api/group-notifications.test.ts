// Group notification settings: GET list, GET/PATCH one template, the 422 per field, the 404s
// (unknown template, notifications not enabled for the group), the authorization matrix, and
// concurrent PATCHes of different fields (both stand, the weekday index follows).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember } from '@functions/data/groups';
import { getNotificationSetting, listEnabledSettingsOnDay } from '@functions/data/group-notifications';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { DEMO_ACCOUNTS } from '@infra/local/seed/accounts';
import { ApiClient } from '../support/api-client';
import { groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';
import { notifyingGroup } from './group-notification-fixtures';

const TEMPLATE = 'group_admin_certification_expiration';
const ONE = `/api/groups/notifications/${TEMPLATE}.json`;
const LIST = '/api/groups/notifications.json';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

describe('notification settings', () => {
  it('lists the template with its defaults, reads it, and saves the given fields only', async () => {
    const { admin } = await notifyingGroup();
    const list = await admin.get(LIST);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        template: TEMPLATE,
        label: 'Certification Expirations',
        description: expect.stringContaining('group admin'),
        enabled: false,
        frequency: 'weekly',
        dayOfTheWeek: 1,
        daysBeforeExpiration: 30,
        nextSendOn: null,
      },
    ]);
    expect((await admin.get(ONE)).body.data).toEqual(list.body.data[0]);

    const saved = await admin.patch(ONE, {
      enabled: true,
      frequency: 'bi_weekly',
      dayOfTheWeek: 0,
      daysBeforeExpiration: 60,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      data: { enabled: true, frequency: 'bi_weekly', dayOfTheWeek: 0, daysBeforeExpiration: 60 },
      toaster: { type: 'success', message: 'Notification settings saved.' },
    });
    expect(saved.body.data.nextSendOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const partly = await admin.patch(ONE, { daysBeforeExpiration: 1 });
    expect(partly.body.data).toMatchObject({
      enabled: true,
      frequency: 'bi_weekly',
      dayOfTheWeek: 0,
      daysBeforeExpiration: 1,
    });
    expect((await admin.get(ONE)).body.data).toEqual(partly.body.data);
  });

  it('422 per field outside the spec ranges, nothing saved', async () => {
    const { admin, groupId } = await notifyingGroup();
    const bad = await admin.patch(ONE, {
      frequency: 'daily',
      dayOfTheWeek: 7,
      daysBeforeExpiration: 61,
      enabled: 'yes',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      frequency: ['must be monthly, bi_weekly or weekly'],
      dayOfTheWeek: ['must be a whole number from 0 (Sunday) to 6 (Saturday)'],
      daysBeforeExpiration: ['must be a whole number from 1 to 60'],
      enabled: ['must be true or false'],
    });
    for (const body of [
      { dayOfTheWeek: -1 },
      { dayOfTheWeek: 2.5 },
      { daysBeforeExpiration: 0 },
      { daysBeforeExpiration: '10' },
    ]) {
      const reply = await admin.patch(ONE, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(Object.keys(body));
    }
    expect(await getNotificationSetting(groupScopeForJob(groupId), TEMPLATE)).toBeNull();
    // The bounds themselves are accepted.
    expect((await admin.patch(ONE, { dayOfTheWeek: 6, daysBeforeExpiration: 60 })).status).toBe(200);
    expect((await admin.patch(ONE, { dayOfTheWeek: 0, daysBeforeExpiration: 1 })).status).toBe(200);
  });

  it('404 for an unknown template, and for every call when the group has notifications off', async () => {
    const { admin } = await notifyingGroup();
    expect((await admin.get('/api/groups/notifications/weekly_summary.json')).status).toBe(404);
    expect((await admin.patch('/api/groups/notifications/weekly_summary.json', { enabled: true })).status).toBe(404);
    const off = await groupWithAdmin(0);
    for (const reply of [
      await off.admin.get(LIST),
      await off.admin.get(ONE),
      await off.admin.patch(ONE, { enabled: true }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'Notifications are not enabled for this group' });
    }
  });
});

describe('authorization matrix', () => {
  const calls = [
    { method: 'GET', path: LIST, own: 200 },
    { method: 'GET', path: ONE, own: 200 },
    { method: 'PATCH', path: ONE, body: { daysBeforeExpiration: 45 }, own: 200 },
  ];

  it('anonymous 401; a learner, a plain member and a content admin 403; the admin 200', async () => {
    const group = await notifyingGroup();
    const plain = await signUpUser('Mo', 'Member');
    await addGroupMember(group.groupId, plain.id, false);
    const anonymous = new ApiClient(inject('stack').url);
    await anonymous.bootstrap();
    const who = [
      ['anonymous', anonymous, 401],
      ['learner', await signedIn(DEMO_ACCOUNTS[0].email), 403],
      ['member', await signedIn(plain.email, PASSWORD), 403],
      ['content admin', await signedIn(DEMO_ACCOUNTS[4].email), 403],
    ] as const;
    for (const [name, client, status] of who) {
      for (const call of calls)
        expect(
          (await client.request(call.method, call.path, call.body)).status,
          `${name} ${call.method} ${call.path}`,
        ).toBe(status);
    }
    for (const call of calls)
      expect((await group.admin.request(call.method, call.path, call.body)).status).toBe(call.own);
  });

  it("another group's admin reads and changes only their own group's settings", async () => {
    const mine = await notifyingGroup();
    const theirs = await notifyingGroup();
    await mine.admin.patch(ONE, { enabled: true, dayOfTheWeek: 3 });
    expect((await theirs.admin.patch(ONE, { daysBeforeExpiration: 7 })).status).toBe(200);
    expect((await theirs.admin.get(ONE)).body.data).toMatchObject({
      enabled: false,
      dayOfTheWeek: 1,
      daysBeforeExpiration: 7,
    });
    expect((await mine.admin.get(ONE)).body.data).toMatchObject({
      enabled: true,
      dayOfTheWeek: 3,
      daysBeforeExpiration: 30,
    });
  });
});

describe('concurrent saves', () => {
  it('PATCHes of different fields racing: every change stands, the version counts each, the weekday index follows', async () => {
    const { admin, groupId } = await notifyingGroup();
    const bodies = [
      { enabled: true },
      { frequency: 'monthly' },
      { dayOfTheWeek: 5 },
      { daysBeforeExpiration: 14 },
      { enabled: true },
      { dayOfTheWeek: 5 },
    ];
    const replies = await Promise.all(bodies.map((body) => admin.patch(ONE, body)));
    expect(replies.map((r) => r.status)).toEqual(bodies.map(() => 200));
    expect((await admin.get(ONE)).body.data).toMatchObject({
      enabled: true,
      frequency: 'monthly',
      dayOfTheWeek: 5,
      daysBeforeExpiration: 14,
    });
    const stored = await getNotificationSetting(groupScopeForJob(groupId), TEMPLATE);
    expect(stored?.version).toBe(bodies.length);
    const onFriday = await allOnDay(5);
    expect(onFriday).toContain(groupId);
    expect(await allOnDay(1)).not.toContain(groupId);
    // Turned off: out of the job's index.
    await admin.patch(ONE, { enabled: false });
    expect(await allOnDay(5)).not.toContain(groupId);
  });
});

async function allOnDay(day: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await listEnabledSettingsOnDay(TEMPLATE, day, cursor, 100);
    ids.push(...page.items.map((s) => s.groupId));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}
