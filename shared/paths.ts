// The one registry of in-app paths, shared by the web router, server redirects and email links
// (browser-safe: no React, no build-time env). Patterns use the router's `:param` syntax; build
// concrete links with `href(paths.x, params)`. Paths not built yet still live here so links never drift.
import { fillPath } from './contracts/path';

export const paths = {
  // Public
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  /** Our addition: the single-use link that confirms an email address (the account signs in first). */
  verifyEmail: '/verify-email/:token',
  createAccount: '/create-account',
  /** Our addition: a Google sign-in whose email an account already has, not verified on both sides: the account's password links them. */
  googleLink: '/login/google/link',
  /** Our addition: a Google sign-in with a new email: the sign-up fields Google does not give. */
  googleSignUp: '/create-account/google',
  /** Our addition: an admin who must use two-step verification sets it up here before anything else. */
  mfaSetup: '/two-step-verification',
  logout: '/logout',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cmeAccreditation: '/cme-accreditation',
  autoRenewalTerms: '/automatic-renewal-terms-and-conditions',
  verifyCard: '/verify/:cardId',
  /** Our addition: checks a digital credential (a card or CE certificate as an Open Badges 3.0 .jwt) in the browser. */
  verifyCredential: '/verify',
  cart: '/cart',
  /** A renewal reminder's link: puts the product in the cart, then opens it. */
  cartAdd: '/cart/add/:productId',
  employerNotification: '/employer-notification/:userExamUuid',
  joinGroup: '/join-group',
  checkout: '/checkout',
  checkoutConfirmPayment: '/checkout/confirm-payment',
  thankYou: '/thank-you',
  groupSignup: '/join-group/signup',
  // Learner
  dashboard: '/dashboard',
  manageCe: '/user-portal/manage-ce',
  manageCeCourse: '/user-portal/manage-ce/:userCourseUuid',
  manageCeNotifyEmployer: '/user-portal/manage-ce/:userCourseUuid/notify-employer',
  manageCeMailRequest: '/user-portal/manage-ce/:userCourseUuid/mail-request',
  manageCeVerifyInformation: '/user-portal/manage-ce/:userCourseUuid/verify-information',
  manageCeEvaluation: '/user-portal/manage-ce/:userCourseUuid/cme-evaluation',
  manageCeCme: '/user-portal/manage-ce/:userCourseUuid/cme',
  /**
   * Our addition: a user course's CE Broker reports, over Manage CE (a course bought on its own has no
   * subscription course page, so no Direct Board Reporting tab).
   */
  manageCeBoardReporting: '/user-portal/manage-ce/:userCourseUuid/board-reporting',
  profile: '/profile',
  profileStateLicenses: '/profile/state-licenses',
  /** Our addition: two-step verification (authenticator app, recovery codes). */
  profileSecurity: '/profile/security',
  profileStateLicenseCreate: '/profile/state-licenses/create',
  profileStateLicenseEdit: '/profile/state-licenses/edit/:stateLicenseId',
  billing: '/billing',
  billingAutoRenewals: '/billing/auto-renewals',
  /** Our addition: an auto-renewal's bank asked for 3-D Secure; the learner confirms the same payment here (email link). */
  billingAutoRenewalPayment: '/billing/auto-renewals/:id/payment',
  billingPaymentMethod: '/billing/payment-method',
  billingPaymentMethodUpdate: '/billing/payment-method/update',
  orderReceipt: '/orders/:id/receipt',
  referrals: '/referrals',
  referToEarn: '/refer-to-earn',
  /** The in-app help (FAQ and contact), when no external help centre is configured. */
  help: '/help',
  /** The review-widget page: our own review form for one user course, made to be framed (same origin only). */
  reviewWidget: '/shopper-approved-iframe/:userCourseUuid',
  course: '/courses/:courseId',
  courseUserCourse: '/courses/:courseId/:userCourseUuid',
  courseUserCourseSection: '/courses/:courseId/:userCourseUuid/:sectionId',
  subscription: '/user-portal/subscriptions/:subscriptionUuid',
  /**
   * A subscription's course: tabs details, disclosures and (for a course with CE) direct-board-reporting
   * (the index opens details), the learner's user course of it (its review materials) and a section
   * there. The static `courses` segment outranks the subscription player's `:userCourseUuid` (a uuid
   * is never `courses`).
   */
  subscriptionCourse: '/user-portal/subscriptions/:subscriptionUuid/courses/:courseId',
  subscriptionCourseDetails: '/user-portal/subscriptions/:subscriptionUuid/courses/:courseId/details',
  subscriptionCourseDisclosures: '/user-portal/subscriptions/:subscriptionUuid/courses/:courseId/disclosures',
  subscriptionCourseUserCourse: '/user-portal/subscriptions/:subscriptionUuid/courses/:courseId/:userCourseUuid',
  subscriptionCourseUserCourseSection:
    '/user-portal/subscriptions/:subscriptionUuid/courses/:courseId/:userCourseUuid/:sectionId',
  /** The subscription course page's direct-board-reporting tab: the course's CE Broker reports. */
  subscriptionCourseBoardReporting:
    '/user-portal/subscriptions/:subscriptionUuid/courses/:courseId/direct-board-reporting',
  coursePlayer: '/user-portal/courses/:userCourseUuid/:sectionUuid',
  subscriptionCoursePlayer: '/user-portal/subscriptions/:subscriptionUuid/:userCourseUuid/:sectionUuid',
  coursePlayerPlain: '/course-content-plain/:userCourseUuid/:userCourseSectionUuid',
  exam: '/exams/:userExamUuid',
  examInProgress: '/exams/:userExamUuid/in_progress',
  examFailed: '/exams/:userExamUuid/failed',
  examPassed: '/exams/:userExamUuid/passed',
  examExpired: '/exams/:userExamUuid/expired',
  coursePassed: '/courses/:userCourseUuid/passed',
  coursePassedConfirm: '/courses/:userCourseUuid/passed/confirm',
  coursePassedReview: '/courses/:userCourseUuid/passed/review',
  coursePassedVerifyInformation: '/courses/:userCourseUuid/passed/verify-information',
  coursePassedEvaluation: '/courses/:userCourseUuid/passed/cme-evaluation',
  coursePassedCme: '/courses/:userCourseUuid/passed/cme',
  coursePassedCmeDownload: '/courses/:userCourseUuid/passed/cme/download',
  coursePassedCmeReview: '/courses/:userCourseUuid/passed/cme/review',
  coursePassedCmeReferralDetails: '/courses/:userCourseUuid/passed/cme/referral-details',
  coursePassedNotifyEmployer: '/courses/:userCourseUuid/passed/notify-employer',
  coursePassedMailRequest: '/courses/:userCourseUuid/passed/mail-request',
  portalCoursePassed: '/user-portal/courses/:userCourseUuid/passed',
  portalCoursePassedConfirm: '/user-portal/courses/:userCourseUuid/passed/confirm',
  // Group portal
  groupPortal: '/group-portal',
  groupMembers: '/group-portal/members',
  groupMembersEnroll: '/group-portal/members/enroll/:id',
  groupMember: '/group-portal/members/:userId',
  groupMemberCourses: '/group-portal/members/:userId/courses',
  groupMemberCertifications: '/group-portal/members/:userId/certifications',
  groupMemberAddCertification: '/group-portal/members/:userId/certifications/add-certification',
  groupMemberEditCertification:
    '/group-portal/members/:userId/certifications/edit-certification/:externalCertificationId',
  groupMembersInvite: '/group-portal/members/invite',
  /** Our addition: the invitations not yet accepted, to send again or withdraw. */
  groupInvitations: '/group-portal/invitations',
  groupMembersSaveFilter: '/group-portal/members/save-filters/:modelType',
  groupComplianceSaveFilter: '/group-portal/compliance/save-filters/:modelType',
  groupComplianceEnroll: '/group-portal/compliance/enroll/:id',
  groupProgressReportSaveFilter: '/group-portal/progress-report/save-filters/:modelType',
  groupInvitation: '/group-portal/invitation/:authToken',
  groupInvitationGone: '/group-portal/invitation/does-not-exist',
  groupCourses: '/group-portal/courses',
  /** Our addition: the courses page's assign dialog (a course's seats to members), over the seats table. */
  groupCoursesAssign: '/group-portal/courses/assign/:productId',
  groupCompliance: '/group-portal/compliance',
  groupProgressReport: '/group-portal/progress-report',
  groupOnboarding: '/group-portal/onboarding',
  groupSettings: '/group-portal/settings',
  groupSettingsNotifications: '/group-portal/settings/notifications',
  groupSettingsNotification: '/group-portal/settings/notifications/:template',
  groupCourseSelection: '/group-portal/course-selection',
  groupPurchaseQuote: '/group-portal/purchase-quote',
  groupCourseSelectionCheckout: '/group-portal/course-selection/checkout',
  groupPurchaseQuoteCheckout: '/group-portal/purchase-quote/checkout',
  groupOnboardingQuote: '/group-portal/onboarding/quote',
  groupSettingsReceipts: '/group-portal/settings/receipts',
  groupSettingsBilling: '/group-portal/settings/billing',
  groupOrderReceipt: '/group-orders/:uuid/receipt',
  // Admin area (content admins)
  adminHome: '/admin-content',
  adminQuestionBanks: '/admin-content/question-banks',
  adminQuestionBankCreate: '/admin-content/question-banks/create',
  adminQuestionBank: '/admin-content/question-banks/:questionBankId',
  adminQuestionCreate: '/admin-content/question-banks/:questionBankId/create',
  adminQuestion: '/admin-content/questions/:questionId',
  adminAssets: '/admin-content/assets',
  adminAuditEvents: '/admin-content/audit-events',
  /** Our addition: a content admin revokes a provider card (and its digital credentials). */
  adminRevokeCard: '/admin-content/provider-cards/revoke',
  adminSectionCode: '/admin-content/:courseId/:courseSectionId/code',
  adminSectionSandbox: '/admin-content/course-section-sandbox',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** `href(paths.resetPassword, { token })` -> `/reset-password/abc`. */
export function href(pattern: AppPath, params: Record<string, string | number> = {}): string {
  return fillPath(pattern, params);
}

/** Exam screens hide the referral button. */
export const isExamPath = (pathname: string): boolean => pathname === '/exams' || pathname.startsWith('/exams/');

/** Course detail pages (a subscription's too) keep their scroll position between tabs and sections. */
export const isCourseDetailPath = (pathname: string): boolean =>
  pathname.startsWith('/courses/') || /^\/user-portal\/subscriptions\/[^/]+\/courses\//.test(pathname);

/** Stand-in origin for resolving a return path: what matters is that the origin does not change. */
const RETURN_TO_BASE = 'https://app.invalid';

/**
 * Where to go back to after signing in. Only same-app paths are accepted, so a crafted
 * `?returnTo=https://evil.example` link cannot bounce a user off the site. Browsers drop tabs and
 * newlines from URLs and read `\` as `/`, so `/\t/evil.example` would be protocol-relative: any of
 * them (or another control character) anywhere refuses the value, and the resolved origin must be ours.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a return path with control characters is refused.
  if (!value?.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!sameOrigin(value)) return null;
  if (value === paths.login || value.startsWith(`${paths.login}?`) || value.startsWith(paths.logout)) return null;
  return value;
}

function sameOrigin(value: string): boolean {
  try {
    return new URL(value, RETURN_TO_BASE).origin === RETURN_TO_BASE;
  } catch {
    return false;
  }
}

export function loginWithReturnTo(returnTo: string): string {
  const safe = safeReturnTo(returnTo);
  return safe && safe !== paths.dashboard ? `${paths.login}?returnTo=${encodeURIComponent(safe)}` : paths.login;
}
