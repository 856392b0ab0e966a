// The group portal layout (group admins): its own navigation, with a way back to the learner side.
// Receipts-and-purchase entries are hidden for groups with unlimited certifications. It holds the
// tab's one realtime connection while the portal is shown; its pages subscribe to what they apply.
import { paths } from '@shared/paths';
import { purchaseEntry } from '@shared/rules/group-purchase-entry';
import { useRealtimeConnection } from '@web/lib/realtime-connection';
import { useSession } from '@web/lib/session';
import { AppShell } from './app-shell';
import { DrawerLink } from './user-layout';

export function GroupLayout() {
  const { group } = useSession();
  useRealtimeConnection();
  return (
    <AppShell
      home={paths.groupPortal}
      nav={
        <GroupNav
          unlimited={group?.unlimitedCertifications ?? false}
          purchaseTo={
            group && purchaseEntry(group) === 'purchase-quote' ? paths.groupPurchaseQuote : paths.groupCourseSelection
          }
        />
      }
      actions={group ? <span className="top-bar__user">{group.name}</span> : null}
    />
  );
}

function GroupNav({ unlimited, purchaseTo }: { unlimited: boolean; purchaseTo: string }) {
  return (
    <nav aria-label="Group portal" className="drawer-nav">
      <ul>
        <DrawerLink to={paths.groupPortal} icon="dashboard" label="Dashboard" end />
        <DrawerLink to={paths.groupMembers} icon="members" label="Members" />
        <DrawerLink to={paths.groupInvitations} icon="invitations" label="Invitations" />
        {unlimited ? null : <DrawerLink to={paths.groupCourses} icon="courses" label="Courses" />}
        <DrawerLink to={paths.groupCompliance} icon="compliance" label="Compliance" />
        <DrawerLink to={paths.groupProgressReport} icon="report" label="Progress Report" />
        {unlimited ? null : <DrawerLink to={purchaseTo} icon="cart" label="Purchase Courses" />}
        <DrawerLink to={paths.groupOnboarding} icon="onboarding" label="Onboarding" />
        <DrawerLink to={paths.groupSettings} icon="settings" label="Settings" />
      </ul>
      <ul className="drawer-nav__secondary">
        <DrawerLink to={paths.dashboard} icon="learning" label="My Learning" />
        <DrawerLink to={paths.logout} icon="logout" label="Logout" />
      </ul>
    </nav>
  );
}
