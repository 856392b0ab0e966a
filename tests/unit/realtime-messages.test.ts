// WebSocket messages have one schema (shared/contracts/realtime.ts): the browser parses each frame
// with it and gets either the message or why not (paths only, never the values, which can be personal).
import { describe, expect, it } from 'vitest';
import { parseRealtimeMessage } from '@shared/contracts/realtime';
import type { GroupUser } from '@shared/contracts/groups';

const member: GroupUser = {
  id: 'u1',
  firstName: 'Marcus',
  lastName: 'Lee',
  email: 'marcus@example.com',
  pendingCourses: [{ name: 'BLS Certification', color: '#c00', productId: 'bls-cert' }],
  compliantCourses: 1,
  nonCompliantCourses: 0,
  ce: 2,
  lastSignInAt: null,
  lastLoginAt: null,
  groupAdmin: false,
  status: 'enrolled',
  joinedAt: '2026-01-02T03:04:05.000Z',
};
const frame = (value: unknown) => JSON.stringify(value);

describe('parseRealtimeMessage', () => {
  it('accepts user-updated with a member row or a member who left, and the pong', () => {
    expect(parseRealtimeMessage(frame({ channel: 'private-group-g', event: 'user-updated', data: member }))).toEqual({
      ok: true,
      message: { channel: 'private-group-g', event: 'user-updated', data: member },
    });
    expect(
      parseRealtimeMessage(
        frame({ channel: 'private-group-g', event: 'user-updated', data: { id: 'u1', removed: true } }),
      ).ok,
    ).toBe(true);
    expect(parseRealtimeMessage(frame({ event: 'pong' }))).toEqual({ ok: true, message: { event: 'pong' } });
  });

  it('drops fields the schema does not declare', () => {
    const parsed = parseRealtimeMessage(
      frame({ channel: 'c', event: 'user-updated', data: { ...member, ssn: '123-45-6789' }, extra: 1 }),
    );
    expect(parsed.ok && parsed.message).toEqual({ channel: 'c', event: 'user-updated', data: member });
  });

  it('refuses what is not JSON, an unknown event and a row that is not a member row, saying where without the values', () => {
    expect(parseRealtimeMessage('{not json')).toEqual({ ok: false, problem: 'not JSON' });
    expect(parseRealtimeMessage(frame({ channel: 'c', event: 'user-deleted', data: {} })).ok).toBe(false);
    const partial = parseRealtimeMessage(
      frame({
        channel: 'c',
        event: 'user-updated',
        data: { id: 'u1', firstName: 'Marcus', email: 'marcus@example.com' },
      }),
    );
    expect(partial.ok).toBe(false);
    expect(!partial.ok && partial.problem).toMatch(/^data/);
    expect(!partial.ok && partial.problem).not.toContain('marcus@example.com');
    const badStatus = parseRealtimeMessage(
      frame({ channel: 'c', event: 'user-updated', data: { ...member, status: 'retired' } }),
    );
    expect(badStatus.ok).toBe(false);
  });
});
