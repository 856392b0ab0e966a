// /group-portal/settings/notifications: the Notifications tab's content (the settings layout gives
// the tabs and the page heading): each notification template with its schedule and an Edit link to
// the dialog (settings/notifications/{template}). Only for groups with notificationsEnabled; others
// go back to /group-portal/settings, as the spec hides the tab.
import { useId } from 'react';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { FREQUENCY_LABELS, WEEKDAYS } from '@shared/rules/notification-schedule';
import { Heading, TableScroll } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useSession } from '@web/lib/session';
import { useNotifications, type Notification } from '../api/notifications';
import '../group-notifications.css';

export function GroupNotificationsPage() {
  usePageTitle('Notifications');
  const { group } = useSession();
  if (!group?.notificationsEnabled) return <Navigate to={paths.groupSettings} replace />;
  return <NotificationsTab />;
}

const schedule = (n: Notification) =>
  `${FREQUENCY_LABELS[n.frequency]} on ${WEEKDAYS[n.dayOfTheWeek]}s, ${n.daysBeforeExpiration} days ahead`;

function NotificationsTab() {
  const notifications = useNotifications();
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Notifications
      </Heading>
      <QueryState
        query={notifications}
        pending="Loading the notifications…"
        failed="We could not load the notifications"
        variant="block"
      >
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">No notifications are available for your group.</p>
          ) : (
            <TableScroll label="Notifications">
              <table className="notifications-table stack-on-phone">
                <caption className="visually-hidden">Notifications sent to your group admins</caption>
                <thead>
                  <tr>
                    <th scope="col">Notification</th>
                    <th scope="col">Status</th>
                    <th scope="col">Schedule</th>
                    <th scope="col">Next</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((n) => (
                    <tr key={n.template}>
                      <td>
                        <strong>{n.label}</strong>
                        <br />
                        <span className="muted">{n.description}</span>
                      </td>
                      <td data-label="Status">{n.enabled ? 'On' : 'Off'}</td>
                      <td data-label="Schedule">{schedule(n)}</td>
                      <td data-label="Next">{n.nextSendOn ? <DateText value={n.nextSendOn} /> : '—'}</td>
                      <td>
                        <Link
                          to={href(paths.groupSettingsNotification, { template: n.template })}
                          aria-label={`Edit ${n.label}`}
                        >
                          Edit
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
      <Outlet />
    </section>
  );
}
