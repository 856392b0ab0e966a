// The route table: the public pages here, everything behind sign-in in app/signed-in-routes.tsx
// (loaded with the first page that needs it). Every screen is a lazy route module, so a page's
// code loads only when someone visits it (and the current page's module is asked for before React
// first renders: preloadRoute). Declarative React Router (matched by lib/app-router.tsx's useRouteTable).
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { useRouteTable } from '../lib/app-router';
import { LoadingState } from '../components/loading-state';
import { paths } from '@shared/paths';
import { registerNavigator } from '../lib/navigation';
import { PublicOnly } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { area, areaMatches } from './area';
import { lazyComponent, page, type PageHandle, type Preloadable } from './lazy-page';
import { RouteEffects } from './route-effects';
import { RouteErrorBoundary } from './route-error';

function Root() {
  // Code outside components (the API client following a reply's redirect) navigates with the
  // router that is actually rendered.
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <>
      <RouteEffects />
      {/* A failed page (or a module that cannot load) shows the error page until the next navigation. */}
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingState fullPage />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

const invitationPages = () => import('../features/groups/pages/invitation-page');
const groupSignupPages = () => import('../features/groups/pages/group-signup-pages');

const signedInArea = area(() => import('./signed-in-routes'));

// Two-step setup waits for a confirmed address: the profile's confirmation panel is composed in (features do not import each other).
const TwoStepSetup = lazyComponent(async () => {
  const [{ TwoStepSetupPage }, { EmailConfirmation }] = await Promise.all([
    import('../features/auth/pages/two-step-pages'),
    import('../features/profile/components/contact-confirmation'),
  ]);
  return () => <TwoStepSetupPage confirmEmail={(email) => <EmailConfirmation email={email} />} />;
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Navigate to={paths.dashboard} replace /> },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: paths.login, ...page(() => import('../features/auth/pages/login-page'), 'LoginPage') },
              {
                path: paths.forgotPassword,
                ...page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
              },
              {
                path: paths.createAccount,
                ...page(() => import('../features/profile/pages/create-account-page'), 'CreateAccountPage'),
              },
              // After Google's redirect back: the password that links an existing account, or the sign-up fields.
              {
                path: paths.googleLink,
                ...page(() => import('../features/auth/pages/google-link-page'), 'GoogleLinkPage'),
              },
              {
                path: paths.googleSignUp,
                ...page(() => import('../features/auth/pages/google-sign-up-page'), 'GoogleSignUpPage'),
              },
            ],
          },
          {
            path: paths.resetPassword,
            ...page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
          },
          {
            path: paths.verifyEmail,
            ...page(() => import('../features/profile/pages/verify-email-page'), 'VerifyEmailPage'),
          },
          { path: paths.logout, ...page(() => import('../features/auth/pages/logout-page'), 'LogoutPage') },
          // Public layout on purpose: the signed-in shell's calls are refused until it is set up.
          { path: paths.mfaSetup, element: <TwoStepSetup /> },
          {
            path: paths.privacyPolicy,
            ...page(() => import('../features/legal/pages/privacy-policy-page'), 'PrivacyPolicyPage'),
          },
          {
            path: paths.termsOfService,
            ...page(() => import('../features/legal/pages/terms-of-service-page'), 'TermsOfServicePage'),
          },
          {
            path: paths.cmeAccreditation,
            ...page(() => import('../features/legal/pages/cme-accreditation-page'), 'CmeAccreditationPage'),
          },
          {
            path: paths.autoRenewalTerms,
            ...page(() => import('../features/legal/pages/auto-renewal-terms-page'), 'AutoRenewalTermsPage'),
          },
          {
            path: paths.verifyCard,
            ...page(() => import('../features/credentials/pages/verify-card-page'), 'VerifyCardPage'),
          },
          {
            path: paths.verifyCredential,
            ...page(() => import('../features/credentials/pages/verify-credential-page'), 'VerifyCredentialPage'),
          },
          {
            path: paths.employerNotification,
            ...page(
              () => import('../features/credentials/pages/employer-notification-page'),
              'EmployerNotificationPage',
            ),
          },
          // Outside PublicOnly: their reply's redirect (portal or dashboard) is where the new account goes.
          { path: paths.joinGroup, ...page(groupSignupPages, 'JoinGroupPage') },
          { path: paths.groupSignup, ...page(groupSignupPages, 'GroupSignupPage') },
          { path: paths.groupInvitationGone, ...page(invitationPages, 'InvitationGonePage') },
          { path: paths.groupInvitation, ...page(invitationPages, 'InvitationPage') },
        ],
      },
      // Everything behind sign-in (and the cart, and the 404 page): a route table of its own, loaded
      // with the first page that needs it (app/signed-in-routes.tsx), not with /login.
      signedInArea,
    ],
  },
];

/** The page for the current location. */
export function AppRoutes() {
  return useRouteTable(routes);
}

/**
 * On a fresh page load: starts loading the page's modules at once (the session is still on its
 * way), then, with the session known, the reads its first screen needs (its module's `prefetch`).
 */
export function preloadRoute(
  location: { pathname: string; search: string },
  session: Promise<{ isSignedIn: boolean; currentUser?: { groupId: string | null } | null }>,
): void {
  const preload = (route: RouteObject) =>
    void (route.element as { type?: Partial<Preloadable> } | undefined)?.type?.preload?.();
  const matches = areaMatches(routes, location.pathname, preload);
  void Promise.all([matches, session])
    .then(([matches, { isSignedIn, currentUser }]) => {
      const input = {
        search: new URLSearchParams(location.search),
        signedIn: isSignedIn,
        inGroup: !!currentUser?.groupId,
      };
      return Promise.all(
        matches.map(({ route, params }) =>
          (route.handle as Partial<PageHandle> | undefined)?.prefetch?.({ ...input, params }),
        ),
      );
    })
    // A page that cannot load shows its error when it renders; a failed read is the page's to show.
    .catch(() => undefined);
}
