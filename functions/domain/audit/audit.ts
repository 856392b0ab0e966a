// The security audit trail (SECURITY-REVIEW M11): each event is an append-only table item that content
// admins read (GET /api/admin/audit_events.json) and a structured `Security event` log line. Other
// domains call audit(...) in one line after the action succeeded (or a sign-in failed); recording
// never fails the user's action: a failed write is logged and the action goes on.
import { randomUUID } from 'node:crypto';
import type { AuditEventName } from '@shared/contracts/admin';
import { appendAuditEvent } from '@functions/data/audit-events';
import type { User } from '@functions/data/users';
import { hashToken } from '@functions/lib/crypto';
import { describeError, logger } from '@functions/lib/logger';

export interface AuditFields {
  actorId?: string | null;
  subjectId?: string | null;
  groupId?: string | null;
  ip?: string | null;
  /** What a sign-in named (email or phone): only its hash is kept, to group attempts without PII. */
  identity?: string;
  details?: Record<string, string | number | boolean>;
}

/** A short, stable hash of an email or phone (trimmed, lower case). */
export const identityHash = (identity: string): string => hashToken(identity.trim().toLowerCase()).slice(0, 16);

export async function audit(event: AuditEventName, fields: AuditFields = {}, now = new Date()): Promise<void> {
  const details = { ...fields.details, ...(fields.identity ? { identityHash: identityHash(fields.identity) } : {}) };
  const record = {
    id: randomUUID(),
    at: now.toISOString(),
    event,
    actorId: fields.actorId ?? null,
    subjectId: fields.subjectId ?? null,
    groupId: fields.groupId ?? null,
    ip: fields.ip ?? null,
    details,
  };
  logger.security(event, {
    actorId: record.actorId,
    subjectId: record.subjectId,
    auditGroupId: record.groupId,
    ip: record.ip,
    ...details,
  });
  try {
    await appendAuditEvent(record);
  } catch (error) {
    logger.error('Audit event not recorded', { event, ...describeError(error) });
  }
}

/** The audited parts of a profile write: group-admin rights, email, phone and SSN (never their values). */
export async function auditProfileChanges(
  caller: { userId: string },
  before: User,
  changes: Partial<Pick<User, 'groupAdmin' | 'email' | 'phone'>>,
  ssnChanged: boolean,
): Promise<void> {
  const about = { actorId: caller.userId, subjectId: before.id, groupId: before.groupId ?? null };
  if (changes.groupAdmin !== undefined && changes.groupAdmin !== before.groupAdmin)
    await audit(changes.groupAdmin ? 'group_admin.granted' : 'group_admin.revoked', about);
  if (changes.email !== undefined && changes.email !== before.email) await audit('email.changed', about);
  if (changes.phone !== undefined && changes.phone !== before.phone) await audit('phone.changed', about);
  if (ssnChanged) await audit('ssn.changed', about);
}
