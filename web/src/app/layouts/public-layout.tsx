// The public layout: logo header, the page, and the footer with the legal pages.
import { Link, Outlet, useLocation } from 'react-router-dom';
import { BrandLogo } from '@web/components/brand-logo';
import { SiteFooter } from '@web/components/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/skip-link';
import { paths } from '@shared/paths';
import { useSession } from '@web/lib/session';

const AUTH_SCREENS = [
  paths.login,
  paths.createAccount,
  paths.googleLink,
  paths.googleSignUp,
  paths.forgotPassword,
  '/reset-password',
  paths.logout,
];

export function PublicLayout() {
  const { company, isSignedIn } = useSession();
  const { pathname } = useLocation();
  // The sign-in screens carry their own links; elsewhere the header offers the way in.
  const onAuthScreen = AUTH_SCREENS.some((path) => pathname.startsWith(path));
  return (
    <div className="public-shell">
      <SkipLink />
      <header className="public-header">
        <Link to={isSignedIn ? paths.dashboard : paths.login} className="brand-link">
          <BrandLogo src={company.logo} alt={`${company.logoText} home`} />
        </Link>
        {isSignedIn ? (
          <nav aria-label="Account" className="public-header__nav">
            <Link to={paths.dashboard}>My Learning</Link>
          </nav>
        ) : onAuthScreen ? null : (
          <nav aria-label="Account" className="public-header__nav">
            <Link to={paths.login}>Sign in</Link>
          </nav>
        )}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="public-main">
        <Outlet />
      </main>
      <div className="public-footer">
        <SiteFooter companyName={company.name} logo={company.whiteLogo} />
      </div>
    </div>
  );
}
