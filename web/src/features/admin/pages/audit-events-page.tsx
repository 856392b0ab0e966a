// /admin-content/audit-events: the security audit trail (sign-ins and failures, group-admin changes,
// removals, exports, email/phone/SSN and password changes), a month at a time, newest first, paged.
import { useState } from 'react';
import type { AuditEvent, AuditEventName } from '@shared/contracts/admin';
import type { PageSize } from '@shared/contracts/contract';
import { formatDateTime, formatIsoMonth } from '@shared/rules/date-format';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { Heading, TableScroll, Text } from '@web/components/ui';
import { useAuditEvents } from '../api/list-audit-events';
import { Pager } from '../components/pager';
import '../admin.css';

const EVENT_LABELS: Record<AuditEventName, string> = {
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Sign-in failed',
  'group_admin.granted': 'Made group admin',
  'group_admin.revoked': 'Group admin removed',
  'member.removed': 'Member removed',
  'export.requested': 'CSV export',
  'email.changed': 'Email changed',
  'phone.changed': 'Phone changed',
  'ssn.changed': 'SSN changed',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'group.verified': 'Group verified',
  'mfa.enabled': 'Two-step verification on',
  'mfa.disabled': 'Two-step verification off',
  'mfa.recovery_codes_renewed': 'Recovery codes renewed',
  'mfa.challenge_succeeded': 'Signed in (two-step)',
  'mfa.challenge_failed': 'Two-step code failed',
  'google.linked': 'Google account linked',
  'card.revoked': 'Provider card revoked',
};

export const eventLabel = (event: string): string => EVENT_LABELS[event as AuditEventName] ?? event;
const details = (event: AuditEvent) =>
  Object.entries(event.details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

export function AuditEventsPage() {
  usePageTitle('Audit Trail');
  const [month, setMonth] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(30);
  const events = useAuditEvents({ month, page, perPage });
  return (
    <div className="page admin-page">
      <div className="page-header">
        <div>
          <p className="eyebrow">Content admin</p>
          <Heading level={1}>Audit Trail</Heading>
        </div>
      </div>
      <section className="card stack" aria-label="Audit events">
        <label className="admin-audit__month">
          Month{' '}
          <input
            type="month"
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <QueryState
          query={events}
          pending="Loading audit events…"
          failed="We could not load the audit events"
          variant="block"
        >
          {({ data, pagination, month: shown }) =>
            data.length === 0 ? (
              <Text className="muted">No security events in {formatIsoMonth(shown)}.</Text>
            ) : (
              <>
                <TableScroll label="Audit events table">
                  <table className="admin-table">
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Event</th>
                        <th scope="col">By</th>
                        <th scope="col">About</th>
                        <th scope="col">Group</th>
                        <th scope="col">IP</th>
                        <th scope="col">Details</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.map((event) => (
                        <tr key={event.id}>
                          <td>{formatDateTime(event.at, 'UTC', { seconds: true })}</td>
                          <td>{eventLabel(event.event)}</td>
                          <td>{event.actorId ?? '—'}</td>
                          <td>{event.subjectId ?? '—'}</td>
                          <td>{event.groupId ?? '—'}</td>
                          <td>{event.ip ?? '—'}</td>
                          <td>{details(event)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                <Pager
                  label="Audit events"
                  pagination={pagination}
                  onPage={setPage}
                  onPerPage={(size) => {
                    setPerPage(size);
                    setPage(1);
                  }}
                />
              </>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
