// The group portal's live updates over one WebSocket per tab: moving between the portal's pages
// keeps the one connection (the group layout holds it; pages subscribe), a member's update published
// on the group's channel reaches the members list, and a frame that is not a valid message is
// dropped with a console warning without breaking the connection.
import { afterEach, beforeAll, expect, inject, it } from 'vitest';
import type { GroupUser } from '@shared/contracts/groups';
import { publish } from '@functions/adapters/realtime';
import { listChannelConnections } from '@functions/data/connections';
import { ApiClient } from '../support/api-client';
import { openBrowser, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];
// Mercy General (infra/local/seed): groupadmin@example.com's group.
const CHANNEL = 'private-group-6f1c1a52-5b1d-4a43-9a57-6d1f3c0e2a11';

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

it('keeps one connection across the portal, applies user-updated and drops a malformed frame with a warning', async () => {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  const { page } = session;
  const sockets: string[] = [];
  const warnings: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signInAs(page, 'groupadmin@example.com', /\/(dashboard|group-portal)/);
  await page.goto('/group-portal');
  await expect.poll(() => sockets.length).toBe(1);

  // Through the drawer (client-side navigation): every page that listens, and back.
  const nav = page.getByRole('navigation', { name: 'Group portal' });
  for (const [link, url] of [
    ['Members', '**/group-portal/members'],
    ['Compliance', '**/group-portal/compliance'],
    ['Progress Report', '**/group-portal/progress-report'],
    ['Dashboard', '**/group-portal'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL(url);
  }
  await nav.getByRole('link', { name: 'Members', exact: true }).click();
  await page.getByRole('table').waitFor();
  expect(sockets).toHaveLength(1);

  // A member's row as published reaches the list the page shows.
  const admin = new ApiClient(stack.url);
  await admin.signIn('groupadmin@example.com');
  const first = ((await admin.get('/api/groups/users.json?page=1&perPage=10')).body.data as GroupUser[])[0]!;
  await page
    .getByRole('row', { name: new RegExp(first.lastName) })
    .first()
    .waitFor();

  // A frame no schema accepts: dropped with a warning; the connection keeps working.
  for (const connectionId of await listChannelConnections(CHANNEL)) {
    await fetch(`${stack.env.REALTIME_CALLBACK_URL}/@connections/${encodeURIComponent(connectionId)}`, {
      method: 'POST',
      body: JSON.stringify({ channel: CHANNEL, event: 'user-updated', data: { id: first.id } }),
    });
  }
  await expect.poll(() => warnings.filter((w) => w.startsWith('Realtime message dropped')).length).toBe(1);

  await publish(CHANNEL, 'user-updated', { ...first, firstName: 'Livelyupdate' });
  await page.getByRole('row', { name: /Livelyupdate/ }).waitFor();
  expect(sockets).toHaveLength(1);
});
