// /profile, /profile/state-licenses and /profile/security are pages shown as tabs: links, the current one marked.
import { NavLink } from 'react-router-dom';
import { paths } from '@shared/paths';
// With the tabs, not with the pages: the Security page (auth's) shows them without profile.css.
import './profile-tabs.css';

export function ProfileTabs() {
  return (
    <nav aria-label="Profile sections" className="profile-tabs">
      <NavLink end to={paths.profile} className="profile-tabs__link">
        Profile
      </NavLink>
      <NavLink to={paths.profileStateLicenses} className="profile-tabs__link">
        State Licenses
      </NavLink>
      <NavLink to={paths.profileSecurity} className="profile-tabs__link">
        Security
      </NavLink>
    </nav>
  );
}
