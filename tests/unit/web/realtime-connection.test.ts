// @vitest-environment happy-dom
// The tab's one realtime connection (web/src/lib/realtime-connection.ts): every holder and page
// shares one WebSocket, each frame is parsed with the message schema (a bad one is dropped with a
// warning, never thrown), one failing listener does not starve the others, the last holder closes
// it, and a dropped connection comes back with a fresh token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupUser } from '@shared/contracts/groups';
import { subscribeRealtime } from '@web/lib/realtime-connection';
import { jsonResponse } from './support/dom';

class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

const member: GroupUser = {
  id: 'u1',
  firstName: 'Marcus',
  lastName: 'Lee',
  email: 'marcus@example.com',
  pendingCourses: [],
  compliantCourses: 0,
  nonCompliantCourses: 0,
  ce: 0,
  lastSignInAt: null,
  lastLoginAt: null,
  groupAdmin: false,
  status: 'needs_attention',
  joinedAt: '2026-01-02T03:04:05.000Z',
};
const userUpdated = (data: unknown) => ({ channel: 'private-group-g1', event: 'user-updated', data });

const fetchMock = vi.fn<typeof fetch>();
let tokens = 0;
beforeEach(() => {
  FakeSocket.opened = [];
  tokens = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    jsonResponse(200, {
      token: `t${++tokens}`,
      channel: 'private-group-g1',
      url: 'ws://localhost/realtime',
      expiresAt: '2026-01-01T00:05:00.000Z',
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const socketOpened = () => vi.waitFor(() => expect(FakeSocket.opened.at(-1)).toBeDefined());

describe('the realtime connection', () => {
  it('is one socket for every subscriber, delivering only valid messages; the last unsubscribe closes it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = subscribeRealtime('user-updated', (data) => first.push(data));
    const stopSecond = subscribeRealtime('user-updated', (data) => second.push(data));
    await socketOpened();
    expect(FakeSocket.opened).toHaveLength(1);
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toBe('ws://localhost/realtime?token=t1');

    socket.receive(userUpdated(member));
    socket.receive('{not json');
    socket.receive(userUpdated({ id: 'u1', firstName: 'Marcus' }));
    socket.receive({ channel: 'private-group-g1', event: 'user-deleted', data: {} });
    socket.receive({ event: 'pong' });
    expect(first).toEqual([member]);
    expect(second).toEqual([member]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^Realtime message dropped: not JSON/);
    expect(String(warn.mock.calls[1]![0])).not.toContain('Marcus');

    stopFirst();
    expect(socket.closed).toBe(false);
    socket.receive(userUpdated({ id: 'u2', removed: true }));
    expect(first).toHaveLength(1);
    expect(second).toEqual([member, { id: 'u2', removed: true }]);
    stopSecond();
    expect(socket.closed).toBe(true);
    expect(FakeSocket.opened).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const got: unknown[] = [];
    const stops = [
      subscribeRealtime('user-updated', () => {
        throw new Error('boom');
      }),
      subscribeRealtime('user-updated', (data) => got.push(data)),
    ];
    await socketOpened();
    expect(() => FakeSocket.opened[0]!.receive(userUpdated(member))).not.toThrow();
    expect(got).toEqual([member]);
    expect(error).toHaveBeenCalledOnce();
    for (const stop of stops) stop();
  });

  it('the same function subscribed twice stays subscribed until both leave', async () => {
    const got: unknown[] = [];
    const listener = (data: unknown) => got.push(data);
    const stopA = subscribeRealtime('user-updated', listener);
    const stopB = subscribeRealtime('user-updated', listener);
    await socketOpened();
    stopA();
    FakeSocket.opened[0]!.receive(userUpdated(member));
    expect(got).toEqual([member]);
    stopB();
  });

  it('comes back after a drop with a fresh token, and not once closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stop = subscribeRealtime('user-updated', () => undefined);
    await socketOpened();
    FakeSocket.opened[0]!.onclose!();
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
    expect(FakeSocket.opened[1]!.url).toBe('ws://localhost/realtime?token=t2');
    stop();
    expect(FakeSocket.opened[1]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
