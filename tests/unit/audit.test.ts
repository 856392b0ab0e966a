// Recording a security event never fails the action it follows: a table failure is logged, and the
// structured `Security event` line is written whatever LOG_LEVEL says (without the identity in clear).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../support/logs';

const appendAuditEvent = vi.fn();
vi.mock('@functions/data/audit-events', () => ({
  appendAuditEvent: (...args: unknown[]) => appendAuditEvent(...args),
}));

const { audit, auditProfileChanges } = await import('@functions/domain/audit/audit');
const { SECURITY_EVENT } = await import('@functions/lib/logger');

afterEach(() => {
  vi.restoreAllMocks();
  appendAuditEvent.mockReset();
});

describe('audit', () => {
  it('resolves and logs the failure when the item cannot be written', async () => {
    appendAuditEvent.mockRejectedValue(
      Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }),
    );
    const logs = captureLogs('info');
    await expect(
      audit('sign_in.failed', { ip: '203.0.113.9', identity: 'Ann@Example.com', details: { method: 'password' } }),
    ).resolves.toBeUndefined();
    expect(logs.lines.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'Audit event not recorded',
        event: 'sign_in.failed',
        errorName: 'ProvisionedThroughputExceededException',
      }),
    ]);
    const security = logs.lines.find((line) => line.message === SECURITY_EVENT);
    expect(security).toMatchObject({
      message: SECURITY_EVENT,
      event: 'sign_in.failed',
      ip: '203.0.113.9',
      method: 'password',
      identityHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(JSON.stringify(security)).not.toContain('Example.com');
  });

  it('writes the security line even when LOG_LEVEL is error', async () => {
    const logs = captureLogs('error');
    appendAuditEvent.mockResolvedValue(undefined);
    await audit('password.changed', { actorId: 'u1' });
    expect(logs.lines).toEqual([
      expect.objectContaining({ message: SECURITY_EVENT, event: 'password.changed', actorId: 'u1' }),
    ]);
    expect(appendAuditEvent).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'password.changed', actorId: 'u1', subjectId: null, details: {} }),
    );
  });

  it('records only the profile changes that matter, never their values', async () => {
    appendAuditEvent.mockResolvedValue(undefined);
    const before = { id: 'm1', groupId: 'g1', groupAdmin: false, email: 'a@x.com', phone: null } as never;
    await auditProfileChanges({ userId: 'admin' }, before, { groupAdmin: true, email: 'a@x.com' }, true);
    expect(appendAuditEvent.mock.calls.map(([event]) => [event.event, event.subjectId, event.groupId])).toEqual([
      ['group_admin.granted', 'm1', 'g1'],
      ['ssn.changed', 'm1', 'g1'],
    ]);
  });
});
