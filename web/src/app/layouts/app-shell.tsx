// The frame of the signed-in layouts: a 220 px side drawer, a top bar and the main region.
// Under the spec's 1100 px breakpoint the drawer moves behind a Menu button into a modal drawer.
import { useCallback, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { NARROW_BREAKPOINT_PX, SIDE_DRAWER_WIDTH_PX } from '@shared/constants';
import { BrandLogo } from '@web/components/brand-logo';
import { ModalDrawer } from '@web/components/modal-drawer';
import { NavIcon } from '@web/components/nav-icon';
import { SiteFooter } from '@web/components/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/skip-link';
import { useSession } from '@web/lib/session';
import { useMediaQuery } from '@web/lib/use-media-query';

interface AppShellProps {
  /** Where the logo leads. */
  home: string;
  /** The drawer's navigation (a labelled <nav>). */
  nav: ReactNode;
  /** Actions at the end of the top bar. */
  actions?: ReactNode;
}

export function AppShell({ home, nav, actions }: AppShellProps) {
  const { company } = useSession();
  const narrow = useMediaQuery(`(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Choosing an entry (or widening the window) closes the modal drawer: state adjusted while
  // rendering when the place changes (React's alternative to an effect that resets state).
  const place = `${pathname} ${narrow}`;
  const [menuPlace, setMenuPlace] = useState(place);
  if (menuPlace !== place) {
    setMenuPlace(place);
    setMenuOpen(false);
  }

  const logo = (
    <Link to={home} className="brand-link">
      <BrandLogo src={company.logo} alt={`${company.logoText} home`} />
    </Link>
  );

  return (
    <div className="app-shell" style={{ ['--side-drawer-width' as string]: `${SIDE_DRAWER_WIDTH_PX}px` }}>
      <SkipLink />
      {narrow ? null : (
        // The drawer's background runs the page's full height; its content stays in view while the page scrolls.
        <div className="side-drawer">
          <div className="side-drawer__content">
            <div className="side-drawer__brand">{logo}</div>
            {nav}
          </div>
        </div>
      )}
      <div className="app-shell__body">
        <header className="top-bar">
          {narrow ? (
            <>
              <button
                type="button"
                className="menu-button"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <NavIcon name="menu" />
                <span>Menu</span>
              </button>
              {logo}
            </>
          ) : null}
          <div className="top-bar__actions">{actions}</div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
          <Outlet />
        </main>
        <SiteFooter companyName={company.name} />
      </div>
      {narrow ? (
        <ModalDrawer open={menuOpen} onClose={closeMenu} label="Menu" width={SIDE_DRAWER_WIDTH_PX}>
          <div className="modal-drawer__header">
            <BrandLogo src={company.logo} alt={company.logoText} height={30} />
            <button type="button" className="icon-button" onClick={closeMenu} aria-label="Close menu">
              <NavIcon name="close" />
            </button>
          </div>
          {nav}
        </ModalDrawer>
      ) : null}
    </div>
  );
}
