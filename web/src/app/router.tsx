// The route table. Layouts and guards are part of the app shell; every screen is a lazy route
// module, so a page's code loads only when someone visits it.
import { useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter, useNavigate, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/query-state';
import { paths, type AppPath } from '@shared/paths';
import { registerNavigator } from '../lib/navigation';
import { PublicOnly, RequireGroupAdmin, RequireUser } from './guards';
import { GroupLayout } from './layouts/group-layout';
import { PublicLayout } from './layouts/public-layout';
import { SessionLayout } from './layouts/session-layout';
import { UserLayout } from './layouts/user-layout';
import { NotFoundPage } from './not-found-page';
import { RouteEffects } from './route-effects';
import { RouteError } from './route-error';

/** `page(() => import('…'), 'ExportName')`: a route whose component is loaded on first visit. */
function page<M, K extends keyof M & string>(load: () => Promise<M>, name: K): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

function Root() {
  // Code outside components (the API client following a reply's redirect) navigates with the
  // router that is actually rendered; registering at creation could hand it a discarded one
  // (React may run a state initializer twice), which changed the URL without changing the page.
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <>
      <RouteEffects />
      <Outlet />
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
const dashboardRoute: RouteObject = {
  path: paths.dashboard,
  lazy: async () => {
    const [{ DashboardPage }, { CourseCatalog }] = await Promise.all([
      import('../features/learning/pages/dashboard-page'),
      import('../features/catalog/components/course-catalog'),
    ]);
    return { Component: () => <DashboardPage catalog={<CourseCatalog />} /> };
  },
};
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

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState fullPage />,
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
            children: [{ path: paths.groupPortal, ...page(() => import('../features/groups/pages/group-dashboard-page'), 'GroupDashboardPage') }],
          },
        ],
      },
      // Unknown paths, in the visitor's own layout (a signed-in user keeps the drawer).
      { element: <SessionLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
