// The routes behind sign-in (learner, group portal, admin area), the cart and checkout, and the
// 404 page. They load with the first page that needs them (app/area.tsx), so /login and the other
// public pages do not download this table. Paths are the app's absolute paths: the area is mounted
// at `/*`, so they match as written.
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { paths, type AppPath } from '@shared/paths';
import { RequireContentAdmin, RequireGroupAdmin, RequireUser } from './guards';
import { SessionLayout } from './layouts/session-layout';
import { AdminLayout, GroupLayout, UserLayout } from './layouts/signed-in-layouts';
import { lazyComponent, page, type PageHandle } from './lazy-page';
import { NotFoundPage } from './not-found-page';

// Exams (index redirects by status) and the post-pass page with its Confirm Card dialog.
const examPage = () => import('../features/exams/pages/exam-pages');
const passedPage = () => import('../features/credentials/pages/course-passed-page');
const certificatePages = () => import('../features/credentials/pages/certificate-pages');
// Verify-information shows the profile's compact state-license list, with its create and edit forms as children.
const verifyModules = () =>
  Promise.all([certificatePages(), import('../features/profile/components/state-license-list')]);
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
// The cme step's children (download, review, referral-details): the review and referral pages are
// commerce's, in their in-dialog variants (headed under the dialog's title).
const cmeChildren: RouteObject[] = [
  { path: 'download', ...page(certificatePages, 'CmeDownloadPage') },
  { path: 'review', ...page(() => import('../features/commerce/pages/review-page'), 'StepReviewPage') },
  {
    path: 'referral-details',
    ...page(() => import('../features/commerce/pages/referral-details-page'), 'StepReferralDetailsPage'),
  },
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
    { path: 'cme', ...page(certificatePages, 'PassedCmePage'), children: cmeChildren },
    { path: 'notify-employer', ...page(certificatePages, 'PassedNotifyEmployerPage') },
    { path: 'mail-request', ...page(certificatePages, 'PassedMailRequestPage') },
    { path: 'review', ...page(() => import('../features/commerce/pages/review-page'), 'ReviewPage') },
    {
      path: 'referral-details',
      ...page(() => import('../features/commerce/pages/referral-details-page'), 'ReferralDetailsPage'),
    },
  ],
});
const examRoutes: RouteObject[] = [
  {
    path: paths.exam,
    children: [
      { index: true, ...page(examPage, 'ExamIndexPage') },
      {
        path: paths.examInProgress,
        ...page(() => import('../features/exams/pages/exam-in-progress-page'), 'ExamInProgressPage'),
      },
      { path: paths.examFailed, ...page(examPage, 'ExamFailedPage') },
      { path: paths.examPassed, ...page(examPage, 'ExamPassedPage') },
      { path: paths.examExpired, ...page(examPage, 'ExamExpiredPage') },
    ],
  },
  passedRoutes(paths.coursePassed),
  passedRoutes(paths.portalCoursePassed),
];

// My Learning: the learning dashboard with the catalog's hero, course rows and search composed in.
const dashboardModules = () =>
  Promise.all([
    import('../features/learning/pages/dashboard-page'),
    import('../features/catalog/components/course-catalog'),
  ]);
// My Learning, with the welcome of someone who just accepted a group invitation (groups' banner, shown only then).
const Dashboard = lazyComponent(async () => {
  const [[{ DashboardPage }, { CourseCatalog }], { GroupWelcome }] = await Promise.all([
    dashboardModules(),
    import('../features/groups/components/group-welcome'),
  ]);
  return () => <DashboardPage catalog={<CourseCatalog />} banner={<GroupWelcome />} />;
});
const dashboardHandle: PageHandle = {
  prefetch: async (input) => {
    for (const module of await dashboardModules()) module.prefetch(input);
  },
};
const dashboardRoute: RouteObject = { path: paths.dashboard, element: <Dashboard />, handle: dashboardHandle };
// /thank-you is My Learning with the order just placed above it (commerce's confirmation banner).
const ThankYou = lazyComponent(async () => {
  const [[{ DashboardPage }, { CourseCatalog }], { OrderConfirmation }] = await Promise.all([
    dashboardModules(),
    import('../features/commerce/components/order-confirmation'),
  ]);
  return () => <DashboardPage catalog={<CourseCatalog />} banner={<OrderConfirmation />} />;
});
// Cart and checkout: open to anonymous visitors (they sign up at checkout), in the visitor's own layout.
const commerceRoutes: RouteObject[] = [
  { path: paths.cart, ...page(() => import('../features/commerce/pages/cart-page'), 'CartPage') },
  { path: paths.cartAdd, ...page(() => import('../features/commerce/pages/cart-add-page'), 'CartAddPage') },
  { path: paths.checkout, ...page(() => import('../features/commerce/pages/checkout-page'), 'CheckoutPage') },
  {
    path: paths.checkoutConfirmPayment,
    ...page(() => import('../features/commerce/pages/confirm-payment-page'), 'ConfirmPaymentPage'),
  },
];
// Help (FAQ and contact) when no external help centre is configured: anyone, in their own layout.
const helpRoute: RouteObject = {
  path: paths.help,
  ...page(() => import('../features/help/pages/help-page'), 'HelpPage'),
};
// Course pages, subscription pages and the course player (the plain player has no layout).
const coursePage = () => import('../features/learning/pages/course-page');
const playerPage = () => import('../features/learning/pages/course-player-page');
const subscriptionCoursePage = () => import('../features/learning/pages/subscription-course-page');
// The subscription course's direct-board-reporting tab is board-reporting's (CE Broker reports of the
// course); the profile's license form opens under it (a refused number is fixed there) and returns to it.
const boardReportingTab = () => import('../features/board-reporting/pages/direct-board-reporting-tab');
const learningRoutes: RouteObject[] = [
  { path: paths.course, ...page(coursePage, 'CoursePage') },
  { path: paths.courseUserCourse, ...page(coursePage, 'CoursePage') },
  { path: paths.courseUserCourseSection, ...page(coursePage, 'CoursePage') },
  {
    path: paths.subscription,
    ...page(() => import('../features/learning/pages/subscription-page'), 'SubscriptionPage'),
  },
  // A subscription's course: its static `courses` segment outranks the subscription player below.
  {
    path: paths.subscriptionCourse,
    ...page(subscriptionCoursePage, 'SubscriptionCoursePage'),
    children: [
      { index: true, ...page(subscriptionCoursePage, 'SubscriptionCourseIndex') },
      { path: paths.subscriptionCourseDetails, ...page(subscriptionCoursePage, 'SubscriptionCourseDetailsTab') },
      {
        path: paths.subscriptionCourseDisclosures,
        ...page(subscriptionCoursePage, 'SubscriptionCourseDisclosuresTab'),
      },
      {
        path: paths.subscriptionCourseBoardReporting,
        ...page(boardReportingTab, 'DirectBoardReportingTab'),
        children: inFlowLicenseRoutes,
      },
      { path: paths.subscriptionCourseUserCourse, ...page(subscriptionCoursePage, 'SubscriptionCourseMaterialsTab') },
      {
        path: paths.subscriptionCourseUserCourseSection,
        ...page(subscriptionCoursePage, 'SubscriptionCourseMaterialsTab'),
      },
    ],
  },
  { path: paths.coursePlayer, ...page(playerPage, 'CoursePlayerPage') },
  { path: paths.subscriptionCoursePlayer, ...page(playerPage, 'CoursePlayerPage') },
];
// Billing: order history, receipts, saved cards, auto-renewals (learners only).
const billingRoutes: RouteObject[] = [
  { path: paths.billing, ...page(() => import('../features/commerce/pages/billing-page'), 'BillingPage') },
  { path: paths.orderReceipt, ...page(() => import('../features/commerce/pages/receipt-page'), 'ReceiptPage') },
  {
    path: paths.billingPaymentMethod,
    ...page(() => import('../features/commerce/pages/payment-method-page'), 'PaymentMethodPage'),
  },
  {
    path: paths.billingPaymentMethodUpdate,
    ...page(() => import('../features/commerce/pages/payment-method-update-page'), 'PaymentMethodUpdatePage'),
  },
  {
    path: paths.billingAutoRenewals,
    ...page(() => import('../features/commerce/pages/auto-renewals-page'), 'AutoRenewalsPage'),
  },
  {
    path: paths.billingAutoRenewalPayment,
    ...page(() => import('../features/commerce/pages/auto-renewal-payment-page'), 'AutoRenewalPaymentPage'),
  },
  { path: paths.referrals, ...page(() => import('../features/commerce/pages/referrals-page'), 'ReferralsPage') },
  { path: paths.referToEarn, ...page(() => import('../features/commerce/pages/referrals-page'), 'ReferToEarnPage') },
];

// Manage CE, with the certificate process, employer notification, mail request and board reporting
// over it. Each row links to its CE Broker reports (board-reporting's link: the subscription course's
// tab, or the Board Reporting dialog for a course bought on its own).
const boardReportingLink = () => import('../features/board-reporting/components/board-reporting-link');
const ManageCe = lazyComponent(async () => {
  const [{ ManageCePage }, { BoardReportingLink }] = await Promise.all([
    import('../features/credentials/pages/manage-ce-page'),
    boardReportingLink(),
  ]);
  return () => <ManageCePage boardReporting={(course) => <BoardReportingLink course={course} />} />;
});
const manageCeBoardReporting = () => import('../features/board-reporting/pages/manage-ce-board-reporting-dialog');
// The license form in a dialog titled by an h2 heads at h3.
const inDialogLicenseRoutes: RouteObject[] = [
  { path: 'state-licenses/create', ...page(licensesPage, 'InDialogCreateStateLicensePage') },
  { path: 'state-licenses/edit/:stateLicenseId', ...page(licensesPage, 'InDialogEditStateLicensePage') },
];
const manageCeRoutes: RouteObject[] = [
  {
    path: paths.manageCe,
    element: <ManageCe />,
    children: [
      { path: ':userCourseUuid', ...page(certificatePages, 'ManageCeCourseRedirectPage') },
      {
        path: ':userCourseUuid/verify-information',
        element: <ManageCeVerifyInformation />,
        children: inFlowLicenseRoutes,
      },
      { path: ':userCourseUuid/cme-evaluation', ...page(certificatePages, 'ManageCeEvaluationPage') },
      { path: ':userCourseUuid/cme', ...page(certificatePages, 'ManageCeCmePage'), children: cmeChildren },
      { path: ':userCourseUuid/notify-employer', ...page(certificatePages, 'ManageCeNotifyEmployerPage') },
      { path: ':userCourseUuid/mail-request', ...page(certificatePages, 'ManageCeMailRequestPage') },
      {
        path: ':userCourseUuid/board-reporting',
        ...page(manageCeBoardReporting, 'ManageCeBoardReportingDialog'),
        children: inDialogLicenseRoutes,
      },
    ],
  },
];

// Profile → Security (two-step verification, from auth) shows the profile's tabs.
const Security = lazyComponent(async () => {
  const [{ SecurityPage }, { ProfileTabs }, { EmailConfirmation }] = await Promise.all([
    import('../features/auth/pages/two-step-pages'),
    import('../features/profile/components/profile-tabs'),
    import('../features/profile/components/contact-confirmation'),
  ]);
  return () => <SecurityPage tabs={<ProfileTabs />} confirmEmail={(email) => <EmailConfirmation email={email} />} />;
});

// Profile and state licenses (create and edit render under the list).
const profileRoutes: RouteObject[] = [
  { path: paths.profileSecurity, element: <Security /> },
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

// The admin area (content admins): its layout and every screen load only when an admin opens it.
const bankPages = () => import('../features/admin/pages/question-bank-pages');
const adminRoutes: RouteObject[] = [
  { path: paths.adminHome, element: <Navigate to={paths.adminQuestionBanks} replace /> },
  {
    path: paths.adminQuestionBanks,
    ...page(bankPages, 'QuestionBanksPage'),
    children: [{ path: 'create', ...page(bankPages, 'CreateQuestionBankPage') }],
  },
  {
    path: paths.adminQuestionBank,
    ...page(bankPages, 'QuestionBankPage'),
    children: [{ path: 'create', ...page(bankPages, 'AddQuestionPage') }],
  },
  { path: paths.adminQuestion, ...page(() => import('../features/admin/pages/question-page'), 'QuestionPage') },
  { path: paths.adminAssets, ...page(() => import('../features/admin/pages/assets-page'), 'AssetsPage') },
  {
    path: paths.adminAuditEvents,
    ...page(() => import('../features/admin/pages/audit-events-page'), 'AuditEventsPage'),
  },
  {
    path: paths.adminRevokeCard,
    ...page(() => import('../features/admin/pages/revoke-card-page'), 'RevokeCardPage'),
  },
  {
    path: paths.adminSectionSandbox,
    ...page(() => import('../features/admin/pages/section-sandbox-page'), 'SectionSandboxPage'),
  },
  {
    path: paths.adminSectionCode,
    ...page(() => import('../features/admin/pages/section-code-page'), 'SectionCodePage'),
  },
];

// The group portal: courses (with the assign dialog over the seats), members (with the enroll dialog
// over the list), a member's page and tabs.
const memberPage = () => import('../features/groups/pages/group-member-page');
const saveFilterPage = () => import('../features/groups/pages/save-filter-page');
const certificationDialog = () => import('../features/groups/pages/certification-dialog-page');
const groupRoutes: RouteObject[] = [
  {
    path: paths.groupCourses,
    ...page(() => import('../features/groups/pages/group-courses-page'), 'GroupCoursesPage'),
    children: [
      {
        path: paths.groupCoursesAssign,
        ...page(() => import('../features/groups/pages/group-assign-course-page'), 'GroupAssignCoursePage'),
      },
    ],
  },
  {
    path: paths.groupCompliance,
    ...page(() => import('../features/groups/pages/group-compliance-page'), 'GroupCompliancePage'),
    children: [
      { path: paths.groupComplianceSaveFilter, ...page(saveFilterPage, 'SaveFilterPage') },
      {
        path: paths.groupComplianceEnroll,
        ...page(() => import('../features/groups/pages/group-enroll-page'), 'ComplianceEnrollPage'),
      },
    ],
  },
  {
    path: paths.groupMembers,
    ...page(() => import('../features/groups/pages/group-members-page'), 'GroupMembersPage'),
    children: [
      {
        path: paths.groupMembersEnroll,
        ...page(() => import('../features/groups/pages/group-enroll-page'), 'GroupEnrollPage'),
      },
      { path: paths.groupMembersSaveFilter, ...page(saveFilterPage, 'SaveFilterPage') },
    ],
  },
  {
    path: paths.groupProgressReport,
    ...page(() => import('../features/groups/pages/group-progress-report-page'), 'GroupProgressReportPage'),
    children: [{ path: paths.groupProgressReportSaveFilter, ...page(saveFilterPage, 'SaveFilterPage') }],
  },
  {
    path: paths.groupMembersInvite,
    ...page(() => import('../features/groups/pages/group-invite-page'), 'GroupInvitePage'),
  },
  {
    path: paths.groupInvitations,
    ...page(() => import('../features/groups/pages/group-invitations-page'), 'GroupInvitationsPage'),
  },
  {
    path: paths.groupMember,
    ...page(memberPage, 'GroupMemberPage'),
    children: [
      { index: true, ...page(() => import('../features/groups/pages/member-information-tab'), 'MemberInformationTab') },
      {
        path: paths.groupMemberCourses,
        ...page(() => import('../features/groups/pages/member-courses-tab'), 'MemberCoursesTab'),
      },
      {
        path: paths.groupMemberCertifications,
        ...page(() => import('../features/groups/pages/member-certifications-tab'), 'MemberCertificationsTab'),
        children: [
          { path: paths.groupMemberAddCertification, ...page(certificationDialog, 'CertificationDialogPage') },
          { path: paths.groupMemberEditCertification, ...page(certificationDialog, 'CertificationDialogPage') },
        ],
      },
    ],
  },
];

// Group commerce: purchase pages with their checkout child, quotes, onboarding, the settings tabs and
// receipts. Card entry and saved-card payment (3-D Secure) are commerce's, composed in here (features
// do not import each other).
const purchasePages = () => import('../features/group-commerce/pages/purchase-pages');
const checkoutPage = () => import('../features/group-commerce/pages/group-checkout-page');
const onboardingPages = () => import('../features/group-commerce/pages/onboarding-pages');
const GroupCardEntry = lazyComponent(async () => {
  const [{ CardEntryProvider }, { CardSetup }, { WithSavedCardConfirmation }] = await Promise.all([
    import('../features/group-commerce/lib/card-entry'),
    import('../features/commerce/components/card-setup'),
    import('../features/commerce/lib/confirm-saved-card'),
  ]);
  return () => (
    <WithSavedCardConfirmation>
      {(confirmPayment) => (
        <CardEntryProvider value={{ Form: CardSetup, confirmPayment }}>
          <Outlet />
        </CardEntryProvider>
      )}
    </WithSavedCardConfirmation>
  );
});
const groupCommerceRoutes: RouteObject[] = [
  {
    element: <GroupCardEntry />,
    children: [
      {
        path: paths.groupCourseSelection,
        ...page(purchasePages, 'CourseSelectionPage'),
        children: [{ path: 'checkout', ...page(checkoutPage, 'GroupCheckoutPage') }],
      },
      {
        path: paths.groupPurchaseQuote,
        ...page(purchasePages, 'PurchaseQuotePage'),
        children: [{ path: 'checkout', ...page(checkoutPage, 'GroupCheckoutPage') }],
      },
      {
        path: paths.groupSettings,
        ...page(() => import('../features/group-commerce/pages/settings-layout'), 'GroupSettingsLayout'),
        children: [
          {
            index: true,
            ...page(() => import('../features/group-commerce/pages/group-information-page'), 'GroupInformationPage'),
          },
          {
            path: paths.groupSettingsReceipts,
            ...page(() => import('../features/group-commerce/pages/receipts-page'), 'GroupReceiptsPage'),
          },
          {
            path: paths.groupSettingsBilling,
            ...page(() => import('../features/group-commerce/pages/billing-page'), 'GroupBillingPage'),
          },
          // The Notifications tab (only when notificationsEnabled), with its editing dialog.
          {
            path: paths.groupSettingsNotifications,
            ...page(
              () => import('../features/group-notifications/pages/group-notifications-page'),
              'GroupNotificationsPage',
            ),
            children: [
              {
                path: paths.groupSettingsNotification,
                ...page(
                  () => import('../features/group-notifications/pages/notification-dialog-page'),
                  'NotificationDialogPage',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: paths.groupOnboarding, ...page(onboardingPages, 'OnboardingPage') },
  { path: paths.groupOnboardingQuote, ...page(onboardingPages, 'OnboardingQuotePage') },
  {
    path: paths.groupOrderReceipt,
    ...page(() => import('../features/group-commerce/pages/group-receipt-page'), 'GroupReceiptPage'),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RequireUser />,
    children: [
      {
        element: <UserLayout />,
        children: [
          dashboardRoute,
          { path: paths.thankYou, element: <ThankYou />, handle: dashboardHandle },
          ...billingRoutes,
          ...learningRoutes,
          ...examRoutes,
          ...profileRoutes,
          ...manageCeRoutes,
        ],
      },
      { path: paths.coursePlayerPlain, ...page(playerPage, 'PlainCoursePlayerPage') },
      // The review-widget page: no chrome, framed by the post-pass page (and usable on its own).
      {
        path: paths.reviewWidget,
        ...page(() => import('../features/commerce/pages/review-widget-page'), 'ReviewWidgetPage'),
      },
    ],
  },
  {
    element: <RequireGroupAdmin />,
    children: [
      {
        element: <GroupLayout />,
        children: [
          {
            path: paths.groupPortal,
            ...page(() => import('../features/groups/pages/group-dashboard-page'), 'GroupDashboardPage'),
          },
          ...groupRoutes,
          ...groupCommerceRoutes,
        ],
      },
    ],
  },
  { element: <SessionLayout />, children: [...commerceRoutes, helpRoute] },
  { element: <RequireContentAdmin />, children: [{ element: <AdminLayout />, children: adminRoutes }] },
  // Unknown paths, in the visitor's own layout (a signed-in user keeps the drawer).
  { element: <SessionLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];
