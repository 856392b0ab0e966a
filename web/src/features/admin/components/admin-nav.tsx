// The admin area's side navigation: its own screens, the admin resources (links into the external
// console in a new tab when one is configured, else the in-app pages that exist), a way back to the learner side, and Logout, which the spec says is
// not set up for admins: it shows an alert saying so instead of signing out.
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@shared/paths';
import { ExternalLink } from '@web/components/external-link';
import { NavIcon, type IconName } from '@web/components/nav-icon';
import { Alert } from '@web/components/ui';
import { adminResourceLinks } from '../lib/admin-console';
import '../admin.css';

export const ADMIN_LOGOUT_MESSAGE = 'Admin logout is not set up.';
const RESOURCE_LINKS = adminResourceLinks();

export function AdminNav() {
  const [logoutAlert, setLogoutAlert] = useState(false);
  return (
    <nav aria-label="Admin" className="drawer-nav admin-nav">
      <ul>
        <AdminLink to={paths.adminQuestionBanks} icon="report" label="Question Banks" />
        <AdminLink to={paths.adminAssets} icon="courses" label="Assets" />
        <AdminLink to={paths.adminSectionSandbox} icon="settings" label="Section Sandbox" />
        <AdminLink to={paths.adminAuditEvents} icon="report" label="Audit Trail" />
        <AdminLink to={paths.adminRevokeCard} icon="certificate" label="Revoke a Card" />
      </ul>
      <h2 className="admin-nav__heading" id="admin-resources-heading">
        Admin resources
      </h2>
      <ul aria-labelledby="admin-resources-heading">
        {RESOURCE_LINKS.map((resource) => (
          <li key={resource.label}>
            {'external' in resource ? (
              <ExternalLink href={resource.external} className="drawer-nav__link">
                <span>{resource.label}</span>
              </ExternalLink>
            ) : (
              <NavLink to={resource.to} className="drawer-nav__link">
                <span>{resource.label}</span>
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      <ul className="drawer-nav__secondary">
        <AdminLink to={paths.dashboard} icon="learning" label="My Learning" />
        <li>
          <button
            type="button"
            className="drawer-nav__link admin-nav__button"
            aria-expanded={logoutAlert}
            onClick={() => setLogoutAlert(true)}
          >
            <NavIcon name="logout" />
            <span>Logout</span>
          </button>
        </li>
      </ul>
      {logoutAlert ? (
        <div className="admin-nav__alert">
          <Alert variation="warning">
            {ADMIN_LOGOUT_MESSAGE} Sign out from <NavLink to={paths.logout}>the learner side</NavLink>.
          </Alert>
        </div>
      ) : null}
    </nav>
  );
}

function AdminLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <li>
      <NavLink to={to} className="drawer-nav__link">
        <NavIcon name={icon} />
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
