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
const passedRoutes = (path: AppPath): RouteObject => ({
  path,
  ...page(passedPage, 'CoursePassedPage'),
  children: [{ path: 'confirm', ...page(() => import('../features/credentials/pages/confirm-card-page'), 'ConfirmCardPage') }],
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

// The group portal: courses, members (with the enrol dialog over the list), a member's page and tabs.
const memberPage = () => import('../features/groups/pages/group-member-page');
const invitationPages = () => import('../features/groups/pages/invitation-page');
const saveFilterPage = () => import('../features/groups/pages/save-filter-page');
const groupSignupPages = () => import('../features/groups/pages/group-signup-pages');
const groupRoutes: RouteObject[] = [
  { path: paths.groupCourses, ...page(() => import('../features/groups/pages/group-courses-page'), 'GroupCoursesPage') },
  {
    path: paths.groupCompliance,
    ...page(() => import('../features/groups/pages/group-compliance-page'), 'GroupCompliancePage'),
    children: [{ path: paths.groupComplianceSaveFilter, ...page(saveFilterPage, 'SaveFilterPage') }],
  },
  {
    path: paths.groupMembers,
    ...page(() => import('../features/groups/pages/group-members-page'), 'GroupMembersPage'),
    children: [
      { path: paths.groupMembersEnroll, ...page(() => import('../features/groups/pages/group-enrol-page'), 'GroupEnrolPage') },
      { path: paths.groupMembersSaveFilter, ...page(saveFilterPage, 'SaveFilterPage') },
    ],
  },
  { path: paths.groupMembersInvite, ...page(() => import('../features/groups/pages/group-invite-page'), 'GroupInvitePage') },
  {
    path: paths.groupMember,
    ...page(memberPage, 'GroupMemberPage'),
    children: [
      { index: true, ...page(() => import('../features/groups/pages/member-information-tab'), 'MemberInformationTab') },
      { path: paths.groupMemberCourses, ...page(() => import('../features/groups/pages/member-courses-tab'), 'MemberCoursesTab') },
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
          // Outside PublicOnly: their reply's redirect (portal or dashboard) is where the new account goes.
          { path: paths.joinGroup, ...page(groupSignupPages, 'JoinGroupPage') },
          { path: paths.groupSignup, ...page(groupSignupPages, 'GroupSignupPage') },
          { path: paths.groupInvitationGone, ...page(invitationPages, 'InvitationGonePage') },
          { path: paths.groupInvitation, ...page(invitationPages, 'InvitationPage') },
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
            children: [
              { path: paths.groupPortal, ...page(() => import('../features/groups/pages/group-dashboard-page'), 'GroupDashboardPage') },
              ...groupRoutes,
            ],
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
