// /group-portal/settings: tabs Group Information (index), Notifications (only when the group has
// notifications enabled), Receipts and Billing (not for unlimited certifications), over the tab's page.
import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading } from '@web/components/ui';
import { useSession } from '@web/lib/session';
import '../group-commerce.css';

export function GroupSettingsLayout() {
  const { group } = useSession();
  const tabs = [
    { to: paths.groupSettings, label: 'Group Information', end: true },
    ...(group?.notificationsEnabled
      ? [{ to: paths.groupSettingsNotifications, label: 'Notifications', end: false }]
      : []),
    ...(group?.unlimitedCertifications
      ? []
      : [
          { to: paths.groupSettingsReceipts, label: 'Receipts', end: false },
          { to: paths.groupSettingsBilling, label: 'Billing', end: false },
        ]),
  ];
  return (
    <div className="page">
      <Heading level={1}>Settings</Heading>
      <nav aria-label="Settings" className="settings-tabs">
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
