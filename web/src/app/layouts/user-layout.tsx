// The learner layout: the side drawer with the spec's entries and the 'Refer To Earn $25' button
// (shown on every learner page except exams).
import { NavLink, useLocation } from 'react-router-dom';
import { REFERRAL_REWARD_DOLLARS } from '@shared/constants';
import { ButtonLink } from '@web/components/button-link';
import { ExternalLink } from '@web/components/external-link';
import { NavIcon, type IconName } from '@web/components/nav-icon';
import { isExamPath, paths } from '@shared/paths';
import { HELP_URL } from '@web/lib/help-url';
import { useSession } from '@web/lib/session';
import { AppShell } from './app-shell';

export function UserLayout() {
  const { pathname } = useLocation();
  const { currentUser } = useSession();
  return (
    <AppShell
      home={paths.dashboard}
      nav={<UserNav />}
      actions={
        <>
          {currentUser ? (
            <span className="top-bar__user">
              Signed in as {currentUser.firstName} {currentUser.lastName}
            </span>
          ) : null}
          {isExamPath(pathname) ? null : (
            <ButtonLink to={paths.referToEarn} variation="primary" className="refer-button">
              {/* On a phone only "Earn $25" shows (the name stays whole), so the top bar keeps one line.
                  One inline run: a flex item's trailing space would be dropped. */}
              <span>
                <span className="refer-button__lead">Refer To </span>Earn ${REFERRAL_REWARD_DOLLARS}
              </span>
            </ButtonLink>
          )}
        </>
      }
    />
  );
}

export function UserNav() {
  const { isGroupAdmin, currentUser } = useSession();
  return (
    <nav aria-label="Main" className="drawer-nav">
      <ul>
        <DrawerLink to={paths.cart} icon="cart" label="Purchase Courses" />
        <DrawerLink to={paths.dashboard} icon="learning" label="My Learning" />
        <DrawerLink to={paths.manageCe} icon="certificate" label="Manage CE" />
        {isGroupAdmin ? <DrawerLink to={paths.groupPortal} icon="group" label="Group Dashboard" /> : null}
        {currentUser?.contentAdmin ? (
          <DrawerLink to={paths.adminQuestionBanks} icon="settings" label="Content Admin" />
        ) : null}
        <DrawerLink to={paths.profile} icon="profile" label="Profile" />
        <DrawerLink to={paths.billing} icon="billing" label="Billing" />
        <DrawerLink to={paths.referrals} icon="referrals" label="Referrals" />
        {HELP_URL ? (
          <li>
            <ExternalLink href={HELP_URL} className="drawer-nav__link">
              <NavIcon name="help" />
              <span>Help</span>
            </ExternalLink>
          </li>
        ) : (
          <DrawerLink to={paths.help} icon="help" label="Help" />
        )}
        <DrawerLink to={paths.logout} icon="logout" label="Logout" />
      </ul>
    </nav>
  );
}

export function DrawerLink({ to, icon, label, end }: { to: string; icon: IconName; label: string; end?: boolean }) {
  return (
    <li>
      <NavLink to={to} end={end} className="drawer-nav__link">
        <NavIcon name={icon} />
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
