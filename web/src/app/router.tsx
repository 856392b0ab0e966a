// The route table. Layouts and guards are part of the app shell; every screen is a lazy route
// module, so a page's code loads only when someone visits it (and the current page's module is
// asked for before React first renders: preloadRoute). Declarative React Router (useRoutes), see
// lib/app-router.tsx.
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/query-state';
import { paths, type AppPath } from '@shared/paths';
import { registerNavigator } from '../lib/navigation';
import { PublicOnly, RequireGroupAdmin, RequireUser } from './guards';
import { GroupLayout } from './layouts/group-layout';
import { PublicLayout } from './layouts/public-layout';
import { SessionLayout } from './layouts/session-layout';
import { UserLayout } from './layouts/user-layout';
import { lazyComponent, page, type PageHandle, type Preloadable } from './lazy-page';
import { NotFoundPage } from './not-found-page';
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

// Exams (index redirects by status) and the post-pass page with its Confirm Card dialog.
const examPage = () => import('../features/exams/pages/exam-pages');
const passedPage = () => import('../features/credentials/pages/course-passed-page');
const certificatePages = () => import('../features/credentials/pages/certificate-pages');
// Verify-information shows the profile's compact state-license list, with its create and edit forms as children.
const verifyModules = () => Promise.all([certificatePages(), import('../features/profile/components/state-license-list')]);
const verifyInformationPage = (name: 'PassedVerifyInformationPage' | 'ManageCeVerifyInformationPage') =>
  lazyComponent(async () => {
    const [pages, { StateLicenseList }] = await verifyModules();
    const Step = pages[name];
    return () => <Step licenses={(editHref) => <StateLicenseList compact editHref={editHref} />} />;
  });
const licensesPage = () => import('../features/profile/pages/state-licenses-page');
const inFlowLicenseRoutes: RouteObject[] = [
  { path: 'state-licenses/create', ...page(licensesPage, 'CreateStateLicensePage') },
  { path: 'state-licenses/edit/:stateLicenseId', ...page(licensesPage, 'EditStateLicensePage') },
];
const PassedVerifyInformation = verifyInformationPage('PassedVerifyInformationPage');
const ManageCeVerifyInformation = verifyInformationPage('ManageCeVerifyInformationPage');
const passedRoutes = (path: AppPath): RouteObject => ({
  path,
  ...page(passedPage, 'CoursePassedPage'),
  children: [
    { path: 'confirm', ...page(() => import('../features/credentials/pages/confirm-card-page'), 'ConfirmCardPage') },
    { path: 'verify-information', element: <PassedVerifyInformation />, children: inFlowLicenseRoutes },
    { path: 'cme-evaluation', ...page(certificatePages, 'PassedEvaluationPage') },
    { path: 'cme', ...page(certificatePages, 'PassedCmePage') },
    { path: 'notify-employer', ...page(certificatePages, 'PassedNotifyEmployerPage') },
    { path: 'mail-request', ...page(certificatePages, 'PassedMailRequestPage') },
  ],
});
const examRoutes: RouteObject[] = [
  {
    path: paths.exam,
    children: [
      { index: true, ...page(examPage, 'ExamIndexPage') },
      { path: paths.examInProgress, ...page(() => import('../features/exams/pages/exam-in-progress-page'), 'ExamInProgressPage') },
      { path: paths.examFailed, ...page(examPage, 'ExamFailedPage') },
      { path: paths.examPassed, ...page(examPage, 'ExamPassedPage') },
      { path: paths.examExpired, ...page(examPage, 'ExamExpiredPage') },
    ],
  },
  passedRoutes(paths.coursePassed),
  passedRoutes(paths.portalCoursePassed),
];

// My Learning: the learning dashboard with the catalog's hero, course rows and search composed in.
const dashboardModules = () => Promise.all([import('../features/learning/pages/dashboard-page'), import('../features/catalog/components/course-catalog')]);
const Dashboard = lazyComponent(async () => {
  const [{ DashboardPage }, { CourseCatalog }] = await dashboardModules();
  return () => <DashboardPage catalog={<CourseCatalog />} />;
});
const dashboardHandle: PageHandle = { prefetch: async (input) => (await dashboardModules()).forEach((module) => module.prefetch(input)) };
const dashboardRoute: RouteObject = { path: paths.dashboard, element: <Dashboard />, handle: dashboardHandle };
// Course pages, subscription pages and the course player (the plain player has no layout).
const coursePage = () => import('../features/learning/pages/course-page');
const playerPage = () => import('../features/learning/pages/course-player-page');
const learningRoutes: RouteObject[] = [
  { path: paths.course, ...page(coursePage, 'CoursePage') },
  { path: paths.courseUserCourse, ...page(coursePage, 'CoursePage') },
  { path: paths.courseUserCourseSection, ...page(coursePage, 'CoursePage') },
  { path: paths.subscription, ...page(() => import('../features/learning/pages/subscription-page'), 'SubscriptionPage') },
  { path: paths.coursePlayer, ...page(playerPage, 'CoursePlayerPage') },
  { path: paths.subscriptionCoursePlayer, ...page(playerPage, 'CoursePlayerPage') },
];

// Manage CE, with the certificate process, employer notification and mail request over it.
const manageCeRoutes: RouteObject[] = [
  {
    path: paths.manageCe,
    ...page(() => import('../features/credentials/pages/manage-ce-page'), 'ManageCePage'),
    children: [
      { path: ':userCourseUuid', ...page(certificatePages, 'ManageCeCourseRedirectPage') },
      { path: ':userCourseUuid/verify-information', element: <ManageCeVerifyInformation />, children: inFlowLicenseRoutes },
      { path: ':userCourseUuid/cme-evaluation', ...page(certificatePages, 'ManageCeEvaluationPage') },
      { path: ':userCourseUuid/cme', ...page(certificatePages, 'ManageCeCmePage') },
      { path: ':userCourseUuid/notify-employer', ...page(certificatePages, 'ManageCeNotifyEmployerPage') },
      { path: ':userCourseUuid/mail-request', ...page(certificatePages, 'ManageCeMailRequestPage') },
    ],
  },
];

// Profile and state licenses (create and edit render under the list).
const profileRoutes: RouteObject[] = [
  { path: paths.profile, ...page(() => import('../features/profile/pages/profile-page'), 'ProfilePage') },
  {
    path: paths.profileStateLicenses,
    ...page(licensesPage, 'StateLicensesPage'),
    children: [
      { path: 'create', ...page(licensesPage, 'CreateStateLicensePage') },
      { path: 'edit/:stateLicenseId', ...page(licensesPage, 'EditStateLicensePage') },
    ],
  },
];

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
              { path: paths.forgotPassword, ...page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage') },
              { path: paths.createAccount, ...page(() => import('../features/profile/pages/create-account-page'), 'CreateAccountPage') },
            ],
          },
          { path: paths.resetPassword, ...page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage') },
          { path: paths.logout, ...page(() => import('../features/auth/pages/logout-page'), 'LogoutPage') },
          { path: paths.privacyPolicy, ...page(() => import('../features/legal/pages/privacy-policy-page'), 'PrivacyPolicyPage') },
          { path: paths.termsOfService, ...page(() => import('../features/legal/pages/terms-of-service-page'), 'TermsOfServicePage') },
          { path: paths.cmeAccreditation, ...page(() => import('../features/legal/pages/cme-accreditation-page'), 'CmeAccreditationPage') },
          { path: paths.autoRenewalTerms, ...page(() => import('../features/legal/pages/auto-renewal-terms-page'), 'AutoRenewalTermsPage') },
          { path: paths.verifyCard, ...page(() => import('../features/credentials/pages/verify-card-page'), 'VerifyCardPage') },
          { path: paths.employerNotification, ...page(() => import('../features/credentials/pages/employer-notification-page'), 'EmployerNotificationPage') },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            element: <UserLayout />,
            children: [
              dashboardRoute,
              ...learningRoutes,
              ...examRoutes,
              ...profileRoutes,
              ...manageCeRoutes,
            ],
          },
          { path: paths.coursePlayerPlain, ...page(playerPage, 'PlainCoursePlayerPage') },
        ],
      },
      {
        element: <RequireGroupAdmin />,
        children: [
          {
            element: <GroupLayout />,
            children: [{ path: paths.groupPortal, ...page(() => import('../features/groups/pages/group-dashboard-page'), 'GroupDashboardPage') }],
          },
        ],
      },
      // Unknown paths, in the visitor's own layout (a signed-in user keeps the drawer).
      { element: <SessionLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

/** The page for the current location. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * On a fresh page load: starts loading the page's modules at once (the session is still on its
 * way), then, with the session known, the reads its first screen needs (its module's `prefetch`).
 */
export function preloadRoute(
  location: { pathname: string; search: string },
  session: Promise<{ isSignedIn: boolean; currentUser?: { groupId: string | null } | null }>,
): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  for (const { route } of matches) void (route.element as { type?: Partial<Preloadable> } | undefined)?.type?.preload?.();
  void session
    .then(({ isSignedIn, currentUser }) => {
      const input = { search: new URLSearchParams(location.search), signedIn: isSignedIn, inGroup: !!currentUser?.groupId };
      return Promise.all(matches.map(({ route, params }) => (route.handle as PageHandle | undefined)?.prefetch({ ...input, params })));
    })
    // A page that cannot load shows its error when it renders; a failed read is the page's to show.
    .catch(() => undefined);
}
